import type { Clock } from '../../../ports/clock';
import type { NotificationLogger } from '../ports/notification-logger';
import type { NotificationChannels } from '../ports/message-channel';
import type { NotificationPorts } from '../ports/notifications-ports';

/** What every use case of the module is built on. */
export interface NotificationContext extends NotificationPorts {
  clock: Clock;
  log: NotificationLogger;
  /** the site's public address: e-mails' links and logo are written under it */
  publicUrl: string;
}

/** The providers for this use: asked each time, so a key saved in the dashboard reaches the next message. */
export function channelsNow(context: Pick<NotificationPorts, 'channels'>): Promise<NotificationChannels> {
  const { channels } = context;
  return 'current' in channels ? channels.current() : Promise.resolve(channels);
}
