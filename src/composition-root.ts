import { Container } from 'inversify';
import { TOKENS } from './core/ports/tokens';
import { createApiClient, type ApiClient } from './adapters/http/api-client';
import { HttpReservationTypeRepository } from './adapters/http/http-reservation-type-repository';
import { LocalStoragePersistedStateStore } from './adapters/storage/local-storage-persisted-state-store';
import { ThemeCookieStateStore } from './adapters/storage/theme-cookie-state-store';
import { SessionStoragePendingBookingStore } from './adapters/storage/session-storage-pending-booking-store';
import { SystemClock } from './adapters/clock/system-clock';
import { IntlVisitorTimeZone } from './adapters/clock/intl-visitor-time-zone';
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
import { HttpContactRepository } from './adapters/http/http-contact-repository';
import { HttpProviderSettingsRepository } from './adapters/http/http-provider-settings-repository';
import { HttpDaysOffRepository } from './adapters/http/http-days-off-repository';
import { HttpCalendarFeedRepository } from './adapters/http/http-calendar-feed-repository';
import { HttpPageTextRepository } from './adapters/http/http-page-text-repository';
import { HttpSiteProfileRepository } from './adapters/http/http-site-profile-repository';
import { HttpBusinessRepository } from './adapters/http/http-business-repository';
import { toastNotifier } from './adapters/notifications/toast-notifier';
import { typedBinder } from './composition/typed-binder';
import { bindUseCases } from './composition/bind-use-cases';

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

/** The only place that binds each port to its adapter; the use cases are built from them. */
export function composeClient(env: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = typedBinder(container);
  const http = env.http ?? createApiClient(env.apiHost);
  const navigation = new BrowserNavigation(env.location);

  bind.value(TOKENS.ApiHost, env.apiHost);
  bind.value(TOKENS.Clock, new SystemClock());
  bind.value(TOKENS.VisitorTimeZone, new IntlVisitorTimeZone());
  bind.value(TOKENS.Wait, (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  bind.value(TOKENS.Log, (message) => console.warn(message));
  bind.value(TOKENS.Notifier, toastNotifier);
  bind.value(TOKENS.Navigation, navigation);
  bind.value(TOKENS.RouterBinding, navigation);
  bind.value(
    TOKENS.PersistedStateStore,
    new ThemeCookieStateStore(new LocalStoragePersistedStateStore(env.localStorage), env.cookies, env.secureCookies),
  );
  bind.value(TOKENS.PendingBookingStore, new SessionStoragePendingBookingStore(env.sessionStorage));
  bind.value(TOKENS.AccountRepository, new HttpAccountRepository(http));
  bind.value(TOKENS.SecondFactorRepository, new HttpSecondFactorRepository(http));
  bind.value(TOKENS.ReservationTypeRepository, new HttpReservationTypeRepository(http));
  bind.value(TOKENS.ReservationRepository, new HttpReservationRepository(http));
  bind.value(TOKENS.HoldRepository, new HttpHoldRepository(http));
  bind.value(TOKENS.PaymentInitiator, new HttpPaymentInitiator(http));
  bind.value(TOKENS.PaymentVerifier, new HttpPaymentVerifier(http));
  bind.value(TOKENS.MyReservationsRepository, new HttpMyReservationsRepository(http));
  bind.value(TOKENS.BookingChangesRepository, new HttpBookingChangesRepository(http));
  bind.value(TOKENS.PostReader, new HttpPostReader(http));
  bind.value(TOKENS.CategoryReader, new HttpCategoryReader(http));
  bind.value(TOKENS.AdminPostRepository, new HttpAdminPostRepository(http, env.apiHost));
  bind.value(TOKENS.PostVersionRepository, new HttpPostVersionRepository(http));
  bind.value(TOKENS.ArticleImageUploader, new HttpArticleImageUploader(http));
  bind.value(TOKENS.SiteImageUploader, new HttpSiteImageUploader(http));
  bind.value(TOKENS.CategoryRepository, new HttpCategoryRepository(http));
  bind.value(TOKENS.ScheduleRepository, new HttpScheduleRepository(http));
  bind.value(TOKENS.BookingsRepository, new HttpBookingsRepository(http, env.apiHost));
  bind.value(TOKENS.RefundsRepository, new HttpRefundsRepository(http));
  bind.value(TOKENS.ReceiptReader, new HttpReceiptReader(http));
  bind.value(TOKENS.OutboxRepository, new HttpOutboxRepository(http));
  bind.value(TOKENS.ContactRepository, new HttpContactRepository(http));
  bind.value(TOKENS.DaysOffRepository, new HttpDaysOffRepository(http));
  bind.value(TOKENS.CalendarFeedRepository, new HttpCalendarFeedRepository(http));
  bind.value(TOKENS.SiteProfileRepository, new HttpSiteProfileRepository(http));
  bind.value(TOKENS.BusinessRepository, new HttpBusinessRepository(http));
  bind.value(TOKENS.PageTextRepository, new HttpPageTextRepository(http));
  bind.value(TOKENS.ProviderSettingsRepository, new HttpProviderSettingsRepository(http));
  bindUseCases(container);
  return container;
}
