import type { AccountMessageSender, MessageRequest } from '../../../../server/modules/account';
import { renderEmail, type OutboundMessage } from '../../../../server/modules/notifications';
import { aMailSite } from '../notifications/mail-site';

/** Keeps what the account module sends, e-mails written as the outbox writes them, for a test to read the link or the code in it. */
export class RecordingMessageSender implements AccountMessageSender {
  readonly sent: OutboundMessage[] = [];

  constructor(private readonly publicUrl: string) {}

  async send(message: MessageRequest): Promise<void> {
    this.sent.push(message.channel === 'email' ? renderEmail(message, aMailSite({}, this.publicUrl)) : message);
  }

  /** the last message that went to this address or number */
  lastTo(to: string): OutboundMessage | undefined {
    return this.sent.filter((message) => message.to === to).at(-1);
  }
}
