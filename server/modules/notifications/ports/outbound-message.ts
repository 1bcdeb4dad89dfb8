/** A file sent with an e-mail, such as a booking's `.ics`; its content is text (UTF-8). */
export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A text to a mobile number, written `09xxxxxxxxx`. */
export interface SmsMessage {
  channel: 'sms';
  to: string;
  body: string;
}

/** An e-mail with a Persian plain-text body. */
export interface EmailMessage {
  channel: 'email';
  to: string;
  subject: string;
  body: string;
  attachments?: Attachment[];
}

export type OutboundMessage = SmsMessage | EmailMessage;
export type ChannelName = OutboundMessage['channel'];
