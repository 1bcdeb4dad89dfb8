import type { Clock } from '../../../ports/clock';
import type { NotificationLogger } from '../ports/notification-logger';
import type { NotificationPorts } from '../ports/notification-ports';

/** What every use case of the module is built on. */
export interface NotificationContext extends NotificationPorts {
  clock: Clock;
  log: NotificationLogger;
  /** the site's public address: e-mails' links and logo are written under it */
  publicUrl: string;
}
