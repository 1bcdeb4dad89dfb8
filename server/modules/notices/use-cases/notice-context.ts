import type { Clock } from '../../../ports/clock';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { QueueOutcome, QueueRequest } from '../../notifications';
import type { NoticeReads } from '../ports/notice-reads';

/** Where the notices module reports what went wrong: the server's (Fastify's) logger. */
export interface NoticeLogger {
  warn(details: object, message: string): void;
}

/** What the notices module's use cases are built with. */
export interface NoticeContext {
  reads: NoticeReads;
  /** the notifications module's queue: stores a message once per dedupe key, never throws */
  queue(request: QueueRequest): Promise<QueueOutcome>;
  clock: Clock;
  /** the site's host name, for the calendar file's UID */
  host: string;
  /** the practice as its owner set it, read when each message is written */
  site: SiteProfileSource;
  log: NoticeLogger;
}
