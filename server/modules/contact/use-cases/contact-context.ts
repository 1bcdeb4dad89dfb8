import type { Clock } from '../../../ports/clock';
import type { MessageRequest, QueueOutcome } from '../../notifications';
import type { ContactPorts } from '../ports/contact-ports';

/** Sends a message to the consultant through the outbox, once per key. */
export type QueueToConsultant = (message: MessageRequest, dedupeKey: string) => Promise<QueueOutcome>;

/** What the module's use cases are built with. */
export interface ContactContext extends ContactPorts {
  clock: Clock;
  queue: QueueToConsultant;
}
