import { Container } from 'inversify';
import { ACCOUNT_PORTS } from './core/ports/account/account-port-tokens';
import { BLOG_PORTS } from './core/ports/blog/blog-port-tokens';
import { BOOKING_PORTS } from './core/ports/booking/booking-port-tokens';
import { PAYMENT_PORTS } from './core/ports/payment/payment-port-tokens';
import { PLATFORM_PORTS } from './core/ports/platform/platform-port-tokens';
import { PRACTICE_PORTS } from './core/ports/practice/practice-port-tokens';
import { SCHEDULE_PORTS } from './core/ports/schedule/schedule-port-tokens';
import { SITE_PORTS } from './core/ports/site/site-port-tokens';
import { createApiClient, type ApiClient } from './adapters/http/api-client';
import { HttpReservationTypeRepository } from './adapters/http/http-reservation-type-repository';
import { LocalStoragePersistedStateStore } from './adapters/storage/local-storage-persisted-state-store';
import { ThemeCookieStateStore } from './adapters/storage/theme-cookie-state-store';
import { SessionStoragePendingBookingStore } from './adapters/storage/session-storage-pending-booking-store';
import { SystemClock } from './adapters/clock/system-clock';
import { DeviceVisitorClock } from './adapters/clock/device-visitor-clock';
import { HttpReceiptReader } from './adapters/http/http-receipt-reader';
import { HttpAccountRepository } from './adapters/http/http-account-repository';
import { HttpSecondFactorRepository } from './adapters/http/http-second-factor-repository';
import { BrowserNavigation } from './adapters/navigation/browser-navigation';
import { HttpPaymentVerifier } from './adapters/http/http-payment-verifier';
import { HttpMyReservationsRepository } from './adapters/http/http-my-reservations-repository';
import { HttpBookingChangesRepository } from './adapters/http/http-booking-changes-repository';
import { HttpHoldRepository } from './adapters/http/http-hold-repository';
import { HttpReservationRepository } from './adapters/http/http-reservation-repository';
import { HttpPaymentInitiator } from './adapters/http/http-payment-initiator';
import { HttpPostReader } from './adapters/http/http-post-reader';
import { HttpCategoryReader } from './adapters/http/http-category-reader';
import { HttpAdminPostRepository } from './adapters/http/http-admin-post-repository';
import { HttpPostVersionRepository } from './adapters/http/http-post-version-repository';
import { HttpArticleImageUploader } from './adapters/http/http-article-image-uploader';
import { HttpSiteImageUploader } from './adapters/http/http-site-image-uploader';
import { HttpCategoryRepository } from './adapters/http/http-category-repository';
import { HttpScheduleRepository } from './adapters/http/http-schedule-repository';
import { HttpBookingsRepository } from './adapters/http/http-bookings-repository';
import { HttpRefundsRepository } from './adapters/http/http-refunds-repository';
import { HttpOutboxRepository } from './adapters/http/http-outbox-repository';
import { HttpTaxInvoicesRepository } from './adapters/http/http-tax-invoices-repository';
import { HttpContactRepository } from './adapters/http/http-contact-repository';
import { HttpProviderSettingsRepository } from './adapters/http/http-provider-settings-repository';
import { HttpTaxSettingsRepository } from './adapters/http/http-tax-settings-repository';
import { HttpDocumentRepository } from './adapters/http/http-document-repository';
import { DOCUMENT_PORTS } from './core/ports/documents/document-port-tokens';
import { HttpDaysOffRepository } from './adapters/http/http-days-off-repository';
import { HttpCalendarFeedRepository } from './adapters/http/http-calendar-feed-repository';
import { HttpOutsideCalendarsRepository } from './adapters/http/http-outside-calendars-repository';
import { HttpPageTextRepository } from './adapters/http/http-page-text-repository';
import { HttpReportRepository } from './adapters/http/http-report-repository';
import { REPORT_PORTS } from './core/ports/reports/report-port-tokens';
import { HttpSiteProfileRepository } from './adapters/http/http-site-profile-repository';
import { HttpBusinessRepository } from './adapters/http/http-business-repository';
import { toastNotifier } from './adapters/notifications/toast-notifier';
import { typedBinder } from './composition/typed-binder';
import { USE_CASE_MODULES } from './composition/client-modules';

export interface BrowserEnvironment {
  apiHost: string;
  localStorage: Storage;
  sessionStorage: Storage;
  location: Pick<Location, 'assign'>;
  /** where the theme's cookie is written */
  cookies: Pick<Document, 'cookie'>;
  /** true on https, where cookies are marked Secure */
  secureCookies: boolean;
  /** the API client; axios to apiHost unless given (the server's renderer reads in-process) */
  http?: ApiClient;
}

/** The only place that binds each port to its adapter, capability by capability; each capability's module then builds its use cases from them. */
export function composeClient(env: BrowserEnvironment): Container {
  const steps = compositionSteps(env);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same composition a part at a time (the adapters, then each capability's use cases), awaiting
 * `between` after each, for the browser's take-over: in one task it blocked a slowed phone for 70 ms.
 */
export async function composeClientInSteps(env: BrowserEnvironment, between: () => Promise<void>): Promise<Container> {
  const steps = compositionSteps(env);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await between();
  }
}

/** The composition, pausing (yield) where the work may be split: after the ports, after each capability. */
function* compositionSteps(env: BrowserEnvironment): Generator<void, Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = typedBinder(container.bind.bind(container));
  const http = env.http ?? createApiClient(env.apiHost);
  const navigation = new BrowserNavigation(env.location);

  bind.value(PLATFORM_PORTS.ApiHost, env.apiHost);
  bind.value(PLATFORM_PORTS.Clock, new SystemClock());
  bind.value(PLATFORM_PORTS.VisitorTimeZone, new DeviceVisitorClock());
  bind.value(PLATFORM_PORTS.Wait, (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  bind.value(PLATFORM_PORTS.Log, (message) => console.warn(message));
  bind.value(PLATFORM_PORTS.Notifier, toastNotifier);
  bind.value(PLATFORM_PORTS.Navigation, navigation);
  bind.value(PLATFORM_PORTS.RouterBinding, navigation);
  bind.value(
    PLATFORM_PORTS.PersistedStateStore,
    new ThemeCookieStateStore(new LocalStoragePersistedStateStore(env.localStorage), env.cookies, env.secureCookies),
  );
  bind.value(ACCOUNT_PORTS.AccountRepository, new HttpAccountRepository(http));
  bind.value(ACCOUNT_PORTS.SecondFactorRepository, new HttpSecondFactorRepository(http));
  bind.value(BOOKING_PORTS.PendingBookingStore, new SessionStoragePendingBookingStore(env.sessionStorage));
  bind.value(BOOKING_PORTS.ReservationTypeRepository, new HttpReservationTypeRepository(http));
  bind.value(BOOKING_PORTS.ReservationRepository, new HttpReservationRepository(http));
  bind.value(BOOKING_PORTS.HoldRepository, new HttpHoldRepository(http));
  bind.value(BOOKING_PORTS.PaymentInitiator, new HttpPaymentInitiator(http));
  bind.value(BOOKING_PORTS.MyReservationsRepository, new HttpMyReservationsRepository(http));
  bind.value(BOOKING_PORTS.BookingChangesRepository, new HttpBookingChangesRepository(http));
  bind.value(PAYMENT_PORTS.PaymentVerifier, new HttpPaymentVerifier(http));
  bind.value(PAYMENT_PORTS.RefundsRepository, new HttpRefundsRepository(http));
  bind.value(PAYMENT_PORTS.ReceiptReader, new HttpReceiptReader(http));
  bind.value(BLOG_PORTS.PostReader, new HttpPostReader(http));
  bind.value(BLOG_PORTS.CategoryReader, new HttpCategoryReader(http));
  bind.value(BLOG_PORTS.AdminPostRepository, new HttpAdminPostRepository(http, env.apiHost));
  bind.value(BLOG_PORTS.PostVersionRepository, new HttpPostVersionRepository(http));
  bind.value(BLOG_PORTS.ArticleImageUploader, new HttpArticleImageUploader(http));
  bind.value(BLOG_PORTS.CategoryRepository, new HttpCategoryRepository(http));
  bind.value(SCHEDULE_PORTS.ScheduleRepository, new HttpScheduleRepository(http));
  bind.value(SCHEDULE_PORTS.BookingsRepository, new HttpBookingsRepository(http, env.apiHost));
  bind.value(SCHEDULE_PORTS.DaysOffRepository, new HttpDaysOffRepository(http));
  bind.value(SCHEDULE_PORTS.CalendarFeedRepository, new HttpCalendarFeedRepository(http));
  bind.value(PRACTICE_PORTS.OutboxRepository, new HttpOutboxRepository(http));
  bind.value(PRACTICE_PORTS.TaxInvoicesRepository, new HttpTaxInvoicesRepository(http));
  bind.value(PRACTICE_PORTS.ContactRepository, new HttpContactRepository(http));
  bind.value(SCHEDULE_PORTS.OutsideCalendarsRepository, new HttpOutsideCalendarsRepository(http));
  bind.value(PRACTICE_PORTS.BusinessRepository, new HttpBusinessRepository(http));
  bind.value(SITE_PORTS.SiteImageUploader, new HttpSiteImageUploader(http));
  bind.value(SITE_PORTS.SiteProfileRepository, new HttpSiteProfileRepository(http));
  bind.value(SITE_PORTS.PageTextRepository, new HttpPageTextRepository(http));
  bind.value(SITE_PORTS.ProviderSettingsRepository, new HttpProviderSettingsRepository(http));
  bind.value(SITE_PORTS.TaxSettingsRepository, new HttpTaxSettingsRepository(http));
  bind.value(REPORT_PORTS.ReportRepository, new HttpReportRepository(http));
  bind.value(DOCUMENT_PORTS.DocumentRepository, new HttpDocumentRepository(http, env.apiHost));
  for (const capability of USE_CASE_MODULES) {
    yield;
    container.load(capability);
  }
  return container;
}
