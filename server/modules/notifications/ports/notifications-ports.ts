import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { NotificationChannelChoice, NotificationChannels } from './message-channel';
import type { OutboxStore } from './outbox-store';

/** The module's adapters, as the composition root gives them. */
export interface NotificationPorts {
  outbox: OutboxStore;
  /** fixed for the server's life, or chosen per use from the current settings */
  channels: NotificationChannels | NotificationChannelChoice;
  /** the practice's name, owner and logo, which every e-mail carries */
  profile: SiteProfileSource;
}
