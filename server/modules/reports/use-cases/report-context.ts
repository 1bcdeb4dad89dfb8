import type { Clock } from '../../../ports/clock';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { MessageRequest, QueueOutcome } from '../../notifications';
import type { ReportsPorts } from '../ports/reports-ports';

/** Sends a message to the customer through the outbox, once per key. */
export type QueueToCustomer = (message: MessageRequest, dedupeKey: string) => Promise<QueueOutcome>;

/** Who asks: the signed-in user (the admin is the consultant), or nobody. */
export interface ReportViewer {
  id: string;
  isAdmin: boolean;
}

/** What the module's use cases are built with. */
export interface ReportContext extends ReportsPorts {
  clock: Clock;
  queue: QueueToCustomer;
  profile: SiteProfileSource;
  publicUrl: string;
}
