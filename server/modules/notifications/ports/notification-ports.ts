import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { NotificationChannels } from './message-channel';
import type { OutboxStore } from './outbox-store';

/** The module's adapters, as the composition root gives them. */
export interface NotificationPorts {
  outbox: OutboxStore;
  channels: NotificationChannels;
  /** the practice's name, owner and logo, which every e-mail carries */
  profile: SiteProfileSource;
}
