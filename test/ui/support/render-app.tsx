import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { Container } from 'inversify';
import { App } from '../../../src/ui/app';
import { TOKENS } from '../../../src/core/ports/tokens';
import { typedBinder } from '../../../src/composition/typed-binder';
import { bindUseCases } from '../../../src/composition/bind-use-cases';
import { toastNotifier } from '../../../src/adapters/notifications/toast-notifier';
import { INITIAL_STATE, type PersistedState } from '../../../src/core/domain/persisted-state';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { InMemoryPersistedStateStore } from '../../fakes/in-memory-persisted-state-store';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { FakeSecondFactorRepository } from '../../fakes/fake-second-factor-repository';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';
import { FakePaymentVerifier } from '../../fakes/fake-payment-verifier';
import { FakeMyReservationsRepository } from '../../fakes/fake-my-reservations-repository';
import { FakeHoldRepository } from '../../fakes/fake-hold-repository';
import { FakeReservationRepository } from '../../fakes/fake-reservation-repository';
import { FakePaymentInitiator } from '../../fakes/fake-payment-initiator';
import { FakePostReader } from '../../fakes/fake-post-reader';
import { FakeCategoryReader } from '../../fakes/fake-category-reader';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakePostVersionRepository } from '../../fakes/fake-post-version-repository';
import { FakeArticleImageUploader } from '../../fakes/fake-article-image-uploader';
import { FakeSiteImageUploader } from '../../fakes/fake-site-image-uploader';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { FakeScheduleRepository } from '../../fakes/fake-schedule-repository';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { FakeRefundsRepository } from '../../fakes/fake-refunds-repository';
import { FakeReceiptReader } from '../../fakes/fake-receipt-reader';
import { FixedVisitorTimeZone } from '../../fakes/fixed-visitor-time-zone';
import { FakeOutboxRepository } from '../../fakes/fake-outbox-repository';
import { FakeContactRepository } from '../../fakes/fake-contact-repository';
import { FakeProviderSettingsRepository } from '../../fakes/fake-provider-settings-repository';
import { FakeBusinessRepository } from '../../fakes/fake-business-repository';
import { FakeDaysOffRepository } from '../../fakes/fake-days-off-repository';
import { FakeCalendarFeedRepository } from '../../fakes/fake-calendar-feed-repository';
import { FakePageTextRepository } from '../../fakes/fake-page-text-repository';
import { FakeBookingChangesRepository } from '../../fakes/fake-booking-changes-repository';
import { FakeSiteProfileRepository } from '../../fakes/fake-site-profile-repository';
import type { SiteProfile } from '../../../src/core/domain/site-profile';

export interface TestServices {
  clock: FakeClock;
  navigation: FakeNavigation;
  store: InMemoryPersistedStateStore;
  reservationTypes: FakeReservationTypeRepository;
  accounts: FakeAccountRepository;
  secondFactors: FakeSecondFactorRepository;
  pendingBookings: InMemoryPendingBookingStore;
  paymentVerifier: FakePaymentVerifier;
  myReservations: FakeMyReservationsRepository;
  reservations: FakeReservationRepository;
  holds: FakeHoldRepository;
  payments: FakePaymentInitiator;
  posts: FakePostReader;
  categoryReader: FakeCategoryReader;
  adminPosts: FakeAdminPostRepository;
  postVersions: FakePostVersionRepository;
  articleImages: FakeArticleImageUploader;
  siteImages: FakeSiteImageUploader;
  categories: FakeCategoryRepository;
  schedule: FakeScheduleRepository;
  bookings: FakeBookingsRepository;
  refunds: FakeRefundsRepository;
  receipts: FakeReceiptReader;
  /** Tehran unless a test places the visitor elsewhere */
  timeZone: FixedVisitorTimeZone;
  outbox: FakeOutboxRepository;
  contact: FakeContactRepository;
  business: FakeBusinessRepository;
  daysOff: FakeDaysOffRepository;
  calendarFeed: FakeCalendarFeedRepository;
  pageTexts: FakePageTextRepository;
  bookingChanges: FakeBookingChangesRepository;
  site: FakeSiteProfileRepository;
  providerSettings: FakeProviderSettingsRepository;
}

/** A container like the composition root's, every port bound to a fake and the same use cases built on them. */
export function fakeContainer(overrides: Partial<TestServices> = {}): { container: Container; services: TestServices } {
  const services: TestServices = {
    clock: new FakeClock(),
    navigation: new FakeNavigation(),
    store: new InMemoryPersistedStateStore(),
    reservationTypes: new FakeReservationTypeRepository(),
    accounts: new FakeAccountRepository(),
    secondFactors: new FakeSecondFactorRepository(),
    pendingBookings: new InMemoryPendingBookingStore(),
    paymentVerifier: new FakePaymentVerifier(),
    myReservations: new FakeMyReservationsRepository(),
    reservations: new FakeReservationRepository(),
    holds: new FakeHoldRepository(),
    payments: new FakePaymentInitiator(),
    posts: new FakePostReader(),
    categoryReader: new FakeCategoryReader(),
    adminPosts: new FakeAdminPostRepository(),
    postVersions: new FakePostVersionRepository(),
    articleImages: new FakeArticleImageUploader(),
    siteImages: new FakeSiteImageUploader(),
    categories: new FakeCategoryRepository(),
    schedule: new FakeScheduleRepository(),
    bookings: new FakeBookingsRepository(),
    refunds: new FakeRefundsRepository(),
    receipts: new FakeReceiptReader(),
    timeZone: new FixedVisitorTimeZone(),
    outbox: new FakeOutboxRepository(),
    contact: new FakeContactRepository(),
    business: new FakeBusinessRepository(),
    daysOff: new FakeDaysOffRepository(),
    calendarFeed: new FakeCalendarFeedRepository(),
    pageTexts: new FakePageTextRepository(),
    bookingChanges: new FakeBookingChangesRepository(),
    site: new FakeSiteProfileRepository(),
    providerSettings: new FakeProviderSettingsRepository(),
    ...overrides,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = typedBinder(container);
  bind.value(TOKENS.ApiHost, 'http://api.test');
  bind.value(TOKENS.Clock, services.clock);
  bind.value(TOKENS.Wait, () => Promise.resolve());
  bind.value(TOKENS.Log, (message) => console.warn(message));
  // the real toasts: the views' tests read them on the page
  bind.value(TOKENS.Notifier, toastNotifier);
  bind.value(TOKENS.Navigation, services.navigation);
  bind.value(TOKENS.RouterBinding, services.navigation);
  bind.value(TOKENS.PersistedStateStore, services.store);
  bind.value(TOKENS.PendingBookingStore, services.pendingBookings);
  bind.value(TOKENS.AccountRepository, services.accounts);
  bind.value(TOKENS.SecondFactorRepository, services.secondFactors);
  bind.value(TOKENS.ReservationTypeRepository, services.reservationTypes);
  bind.value(TOKENS.ReservationRepository, services.reservations);
  bind.value(TOKENS.HoldRepository, services.holds);
  bind.value(TOKENS.PaymentInitiator, services.payments);
  bind.value(TOKENS.PaymentVerifier, services.paymentVerifier);
  bind.value(TOKENS.MyReservationsRepository, services.myReservations);
  bind.value(TOKENS.PostReader, services.posts);
  bind.value(TOKENS.CategoryReader, services.categoryReader);
  bind.value(TOKENS.AdminPostRepository, services.adminPosts);
  bind.value(TOKENS.PostVersionRepository, services.postVersions);
  bind.value(TOKENS.ArticleImageUploader, services.articleImages);
  bind.value(TOKENS.SiteImageUploader, services.siteImages);
  bind.value(TOKENS.CategoryRepository, services.categories);
  bind.value(TOKENS.ScheduleRepository, services.schedule);
  bind.value(TOKENS.BookingsRepository, services.bookings);
  bind.value(TOKENS.RefundsRepository, services.refunds);
  bind.value(TOKENS.ReceiptReader, services.receipts);
  bind.value(TOKENS.VisitorTimeZone, services.timeZone);
  bind.value(TOKENS.OutboxRepository, services.outbox);
  bind.value(TOKENS.ContactRepository, services.contact);
  bind.value(TOKENS.BusinessRepository, services.business);
  bind.value(TOKENS.DaysOffRepository, services.daysOff);
  bind.value(TOKENS.CalendarFeedRepository, services.calendarFeed);
  bind.value(TOKENS.PageTextRepository, services.pageTexts);
  bind.value(TOKENS.BookingChangesRepository, services.bookingChanges);
  bind.value(TOKENS.SiteProfileRepository, services.site);
  bind.value(TOKENS.ProviderSettingsRepository, services.providerSettings);
  bindUseCases(container);
  return { container, services };
}

/** Renders the whole app at a path, with fakes behind every port. */
export function renderApp(
  path: InitialEntry,
  options: { state?: Partial<PersistedState>; services?: Partial<TestServices>; site?: SiteProfile } = {},
) {
  const { container, services } = fakeContainer(options.services);
  const restored: PersistedState = { ...INITIAL_STATE, ...options.state };
  const router = (children: ReactNode) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = render(<App container={container} restored={restored} site={options.site} router={router} />);
  return { ...view, di: container, services };
}
