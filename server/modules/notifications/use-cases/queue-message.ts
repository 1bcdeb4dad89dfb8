import { renderEmail } from '../mail/render-email';
import type { MessageRequest, OutboundMessage } from '../ports/outbound-message';
import { channelsNow, type NotificationContext } from './notification-context';

export interface QueueRequest {
  /** an SMS as sent, or an e-mail's content, written out here as text and HTML in the site's name */
  message: MessageRequest;
  /** names the message's occasion (`reminder-24h:<reservationId>`): a second request with the same key is not stored again */
  dedupeKey?: string;
}

/** queued: waits for the delivery job; kept: no provider, the outbox shows it; duplicate: already stored; not-queued: the store failed (logged) */
export type QueueOutcome = 'queued' | 'kept' | 'duplicate' | 'not-queued';

/**
 * What other modules call to send a message. It only stores it (once per dedupe key); the
 * delivery job sends it, so a slow or broken provider never holds up a booking, and a store
 * that fails is logged, never thrown at the caller.
 */
export class QueueMessage {
  constructor(private readonly context: Pick<NotificationContext, 'channels' | 'clock' | 'log' | 'outbox' | 'profile' | 'publicUrl'>) {}

  async execute(request: QueueRequest): Promise<QueueOutcome> {
    const { outbox, clock, log } = this.context;
    try {
      const status = (await channelsNow(this.context))[request.message.channel] ? 'queued' : 'kept';
      const message = await this.written(request.message);
      const added = await outbox.add({ message, status, dedupeKey: request.dedupeKey ?? null, at: clock.now() });
      return added ? status : 'duplicate';
    } catch (error) {
      log.warn({ err: error, channel: request.message.channel, dedupeKey: request.dedupeKey }, 'message could not be queued');
      return 'not-queued';
    }
  }

  /** An e-mail is written when it is queued, with the profile as it is then, so the outbox keeps what is sent. */
  private async written(message: MessageRequest): Promise<OutboundMessage> {
    if (message.channel === 'sms') return message;
    const { profile, publicUrl } = this.context;
    return renderEmail(message, { profile: await profile.current(), publicUrl });
  }
}
