import { DeliveryError } from '../ports/message-channel';
import type { EmailMessage, OutboundMessage } from '../ports/outbound-message';
import type { AttemptResult, OutboxEntry } from '../ports/outbox-store';
import { channelsNow, type NotificationContext } from './notification-context';

/** How many times a message is tried before it is marked failed. */
export const MAX_ATTEMPTS = 5;
/** The wait after the first failure; it doubles after each further one (1, 2, 4, 8 minutes). */
export const FIRST_RETRY_MS = 60 * 1000;
/**
 * How long a run holds the messages it took: longer than a provider's slowest answer (each
 * send is bounded by its adapter's timeout), so another process never sends one twice.
 */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** The delivery job: sends every queued message whose time has come, retrying failures with back-off. */
export class DeliverDueMessages {
  constructor(private readonly context: Pick<NotificationContext, 'channels' | 'clock' | 'log' | 'outbox'>) {}

  async execute(): Promise<DeliveryReport> {
    const { outbox, clock } = this.context;
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const now = clock.now();
      const due = await outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const entry of due) {
        const result = await this.attempt(entry);
        await outbox.settle(entry.id, result);
        report[result.outcome === 'retry' ? 'retrying' : result.outcome] += 1;
      }
      if (due.length < BATCH) return report;
    }
  }

  /** `entry.attempts` already counts this attempt (the claim counted it). */
  private async attempt(entry: OutboxEntry): Promise<AttemptResult> {
    const { clock, log } = this.context;
    const message = messageOf(entry);
    try {
      const channel = (await channelsNow(this.context))[message.channel] as { send(message: OutboundMessage): Promise<void> } | null;
      if (!channel) return { outcome: 'failed', error: `no ${message.channel} provider is configured` };
      await channel.send(message);
      return { outcome: 'sent', at: clock.now() };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof DeliveryError && error.permanent;
      log.warn({ id: entry.id, channel: entry.channel, attempt: entry.attempts, error: text }, 'message could not be sent');
      if (permanent || entry.attempts >= MAX_ATTEMPTS) return { outcome: 'failed', error: text };
      const wait = FIRST_RETRY_MS * 2 ** (entry.attempts - 1);
      return { outcome: 'retry', error: text, nextAttemptAt: new Date(clock.now().getTime() + wait) };
    }
  }
}

function messageOf(entry: OutboxEntry): OutboundMessage {
  if (entry.channel === 'sms') return { channel: 'sms', to: entry.recipient, body: entry.body };
  const email: EmailMessage = { channel: 'email', to: entry.recipient, subject: entry.subject ?? '', body: entry.body };
  if (entry.html) email.html = entry.html;
  if (entry.attachments) email.attachments = entry.attachments;
  return email;
}
