import type { AccountMessageSender, OutboundMessage } from '../../../../server/modules/account';

/** Keeps what the account module sends, for a test to read the link or the code in it. */
export class RecordingMessageSender implements AccountMessageSender {
  readonly sent: OutboundMessage[] = [];

  async send(message: OutboundMessage): Promise<void> {
    this.sent.push(message);
  }

  /** the last message that went to this address or number */
  lastTo(to: string): OutboundMessage | undefined {
    return this.sent.filter((message) => message.to === to).at(-1);
  }
}
