import type { MailContent } from './mail-content';

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

/** An e-mail as it is sent: a Persian plain-text body and, beside it, the same in right-to-left HTML. */
export interface EmailMessage {
  channel: 'email';
  to: string;
  subject: string;
  body: string;
  /** absent on e-mails queued before e-mails had an HTML part */
  html?: string;
  attachments?: Attachment[];
}

/** An e-mail as other modules ask for it: what it says; the outbox writes its subject, text and HTML. */
export interface EmailRequest {
  channel: 'email';
  to: string;
  content: MailContent;
  attachments?: Attachment[];
}

export type OutboundMessage = SmsMessage | EmailMessage;
export type MessageRequest = SmsMessage | EmailRequest;
export type ChannelName = OutboundMessage['channel'];
