import type { Transporter } from 'nodemailer';
import { DeliveryError, type MessageChannel } from '../ports/message-channel';
import type { EmailMessage } from '../ports/outbound-message';

export interface SmtpSettings {
  /** smtp://user:password@host:587 or smtps://… */
  smtpUrl: string;
  /** the From header: an address or "Name <address>" */
  from: string;
  timeoutMs: number;
}

/** The SMTP reply codes (5xx) after which the same e-mail to the same address cannot succeed. */
const isPermanentRefusal = (code: unknown) => typeof code === 'number' && code >= 500 && code < 600;

/** E-mail over SMTP through nodemailer: the Persian text and, beside it, its HTML (multipart/alternative), UTF-8, with any attachments. */
export class SmtpEmail implements MessageChannel<EmailMessage> {
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly settings: SmtpSettings) {}

  /** nodemailer's transport, made on the first e-mail: a server without mail to send never loads it. */
  private transporter(): Promise<Transporter> {
    const { smtpUrl, timeoutMs } = this.settings;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
    );
    return this.transport;
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      const transport = await this.transporter();
      await transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        textEncoding: 'base64',
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    } catch (error) {
      const { responseCode, code, message: reason } = error as { responseCode?: unknown; code?: unknown; message?: string };
      const answer = typeof responseCode === 'number' ? responseCode : typeof code === 'string' ? code : null;
      throw new DeliveryError(`SMTP: ${reason ?? String(error)}`, isPermanentRefusal(responseCode), answer);
    }
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
