import type { WindowCounter } from '../../account';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { ContactMessageStore } from './contact-message-store';
import type { TrackingNumbers } from './tracking-numbers';

/** What the contact module is built with. */
export interface ContactPorts {
  messages: ContactMessageStore;
  /** messages sent from each client address, counted in the database's windows */
  sendsByAddress: WindowCounter;
  trackingNumbers: TrackingNumbers;
  /** where the consultant is reached: the messages are sent on to the profile's mobile and e-mail */
  profile: SiteProfileSource;
}
