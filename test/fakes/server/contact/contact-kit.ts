import { CONTACT_WINDOW_MS, contactUseCases } from '../../../../server/modules/contact';
import type { SiteContact, SiteProfile } from '../../../../src/core/domain/site-profile';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../../../server/seed/demo-site-profile';
import { InMemoryWindowCounter } from '../account/in-memory-window-counter';
import { notificationsKit } from '../notifications/notifications-kit';
import { InMemoryContactMessageStore } from './in-memory-contact-message-store';

/** Tracking numbers drawn in the order given (then counting up from 90000000), so a test can make two draws collide. */
export class ScriptedTrackingNumbers {
  private next_ = 90_000_000;
  constructor(private readonly scripted: string[] = []) {}
  next(): string {
    return this.scripted.shift() ?? String(this.next_++);
  }
}

/** The consultant reached at a mobile and an e-mail unless a test says otherwise. */
export const CONSULTANT_CONTACT: SiteContact = {
  ...SITE_PROFILE.contact,
  mobile: '09350001122',
  email: 'office@example.com',
  postalCode: '1969713411',
};

/**
 * The contact module's use cases on fakes: messages in memory, the limit counted in memory on the
 * notifications kit's clock, the outbox of that kit, and a profile whose contact the test sets.
 */
export function contactKit(options: { contact?: SiteContact; trackingNumbers?: string[] } = {}) {
  const notifications = notificationsKit();
  const messages = new InMemoryContactMessageStore();
  const sendsByAddress = new InMemoryWindowCounter(notifications.clock, CONTACT_WINDOW_MS);
  const profile: SiteProfile = { ...SITE_PROFILE, contact: options.contact ?? CONSULTANT_CONTACT };
  const ports = {
    messages,
    sendsByAddress,
    trackingNumbers: new ScriptedTrackingNumbers(options.trackingNumbers),
    profile: { current: async () => profile },
  };
  const useCases = contactUseCases(ports, notifications.clock, (message, dedupeKey) =>
    notifications.useCases.queueMessage.execute({ message, dedupeKey }),
  );
  return { ...notifications, messages, useCases };
}
