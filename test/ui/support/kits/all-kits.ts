import { accountKit, type AccountFakes } from './account-kit';
import { blogKit, type BlogFakes } from './blog-kit';
import { bookingKit, type BookingFakes } from './booking-kit';
import { paymentKit, type PaymentFakes } from './payment-kit';
import { platformKit, type PlatformFakes } from './platform-kit';
import { practiceKit, type PracticeFakes } from './practice-kit';
import { scheduleKit, type ScheduleFakes } from './schedule-kit';
import { siteKit, type SiteFakes } from './site-kit';
import { documentsKit, type DocumentFakes } from './documents-kit';

/** Every fake a view's test can reach, by the name the capability's kit gives it. */
export type TestServices = PlatformFakes &
  AccountFakes &
  BookingFakes &
  PaymentFakes &
  BlogFakes &
  ScheduleFakes &
  PracticeFakes &
  SiteFakes &
  DocumentFakes;

/** The kit of each capability, in the order of the client's use-case modules. */
export const ALL_KITS = [
  platformKit,
  accountKit,
  bookingKit,
  paymentKit,
  blogKit,
  scheduleKit,
  practiceKit,
  siteKit,
  documentsKit,
] as const;

/** A fresh fake behind every port. */
export function allFakes(): TestServices {
  return Object.assign({}, ...ALL_KITS.map((kit): Partial<TestServices> => kit.fakes())) as TestServices;
}
