import { Container } from 'inversify';
import { TOKENS } from './core/ports/tokens';
import { createApiClient, type ApiClient } from './adapters/http/api-client';
import { HttpReservationTypeRepository } from './adapters/http/http-reservation-type-repository';
import { LocalStoragePersistedStateStore } from './adapters/storage/local-storage-persisted-state-store';
import { ThemeCookieStateStore } from './adapters/storage/theme-cookie-state-store';
import { SessionStoragePendingBookingStore } from './adapters/storage/session-storage-pending-booking-store';
import { SystemClock } from './adapters/clock/system-clock';
import { HttpAccountRepository } from './adapters/http/http-account-repository';
import { SignOut } from './core/use-cases/sign-out';
import type { AccountRepository } from './core/ports/account-repository';
import { BrowserNavigation } from './adapters/navigation/browser-navigation';
import { HttpPaymentVerifier } from './adapters/http/http-payment-verifier';
import { HttpMyReservationsRepository } from './adapters/http/http-my-reservations-repository';
import { VerifyPayment } from './core/use-cases/verify-payment';
import { FindReservationByAuthority } from './core/use-cases/find-reservation-by-authority';
import { HttpHoldRepository } from './adapters/http/http-hold-repository';
import { LoadMyReservations } from './core/use-cases/load-my-reservations';
import type { PaymentVerifier } from './core/ports/payment-verifier';
import type { MyReservationsRepository } from './core/ports/my-reservations-repository';
import { SignIn } from './core/use-cases/sign-in';
import { SignUp } from './core/use-cases/sign-up';
import { UpdateProfile } from './core/use-cases/update-profile';
import { DeleteAccount } from './core/use-cases/delete-account';
import { VerifySession } from './core/use-cases/verify-session';
import { HttpReservationRepository } from './adapters/http/http-reservation-repository';
import { HttpPaymentInitiator } from './adapters/http/http-payment-initiator';
import { HttpPostReader } from './adapters/http/http-post-reader';
import { HttpCategoryReader } from './adapters/http/http-category-reader';
import { LoadPostPage } from './core/use-cases/load-post-page';
import { LoadArticle } from './core/use-cases/load-article';
import type { PostReader } from './core/ports/post-reader';
import { HttpAdminPostRepository } from './adapters/http/http-admin-post-repository';
import { HttpCategoryRepository } from './adapters/http/http-category-repository';
import { HttpScheduleRepository } from './adapters/http/http-schedule-repository';
import { HttpBookingsRepository } from './adapters/http/http-bookings-repository';
import { HttpRefundsRepository } from './adapters/http/http-refunds-repository';

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

/** The only place that binds each port to its adapter. */
export function composeClient(env: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const http = env.http ?? createApiClient(env.apiHost);
  const navigation = new BrowserNavigation(env.location);

  container.bind(TOKENS.ApiHost).toConstantValue(env.apiHost);
  container.bind(TOKENS.Clock).toConstantValue(new SystemClock());
  container.bind(TOKENS.Navigation).toConstantValue(navigation);
  container.bind(TOKENS.RouterBinding).toConstantValue(navigation);
  container
    .bind(TOKENS.PersistedStateStore)
    .toConstantValue(new ThemeCookieStateStore(new LocalStoragePersistedStateStore(env.localStorage), env.cookies, env.secureCookies));
  container.bind(TOKENS.ReservationTypeRepository).toConstantValue(new HttpReservationTypeRepository(http));
  container.bind(TOKENS.PendingBookingStore).toConstantValue(new SessionStoragePendingBookingStore(env.sessionStorage));
  container.bind(TOKENS.ReservationRepository).toConstantValue(new HttpReservationRepository(http));
  container.bind(TOKENS.PaymentInitiator).toConstantValue(new HttpPaymentInitiator(http));
  container.bind(TOKENS.AccountRepository).toConstantValue(new HttpAccountRepository(http));
  container
    .bind(TOKENS.SignOut)
    .toResolvedValue((accounts: AccountRepository) => new SignOut(accounts, console.warn), [TOKENS.AccountRepository]);
  container.bind(TOKENS.PaymentVerifier).toConstantValue(new HttpPaymentVerifier(http));
  container
    .bind(TOKENS.VerifyPayment)
    .toResolvedValue((verifier: PaymentVerifier) => new VerifyPayment(verifier), [TOKENS.PaymentVerifier]);
  container
    .bind(TOKENS.FindReservationByAuthority)
    .toResolvedValue((verifier: PaymentVerifier) => new FindReservationByAuthority(verifier), [TOKENS.PaymentVerifier]);
  container.bind(TOKENS.HoldRepository).toConstantValue(new HttpHoldRepository(http));
  container.bind(TOKENS.MyReservationsRepository).toConstantValue(new HttpMyReservationsRepository(http));
  container
    .bind(TOKENS.LoadMyReservations)
    .toResolvedValue((repository: MyReservationsRepository) => new LoadMyReservations(repository), [TOKENS.MyReservationsRepository]);
  container.bind(TOKENS.SignIn).toResolvedValue((accounts: AccountRepository) => new SignIn(accounts), [TOKENS.AccountRepository]);
  container.bind(TOKENS.SignUp).toResolvedValue((accounts: AccountRepository) => new SignUp(accounts), [TOKENS.AccountRepository]);
  container.bind(TOKENS.UpdateProfile).toResolvedValue((accounts: AccountRepository) => new UpdateProfile(accounts), [TOKENS.AccountRepository]);
  container.bind(TOKENS.DeleteAccount).toResolvedValue((accounts: AccountRepository) => new DeleteAccount(accounts), [TOKENS.AccountRepository]);
  container.bind(TOKENS.VerifySession).toResolvedValue((accounts: AccountRepository) => new VerifySession(accounts), [TOKENS.AccountRepository]);
  container.bind(TOKENS.PostReader).toConstantValue(new HttpPostReader(http));
  container.bind(TOKENS.CategoryReader).toConstantValue(new HttpCategoryReader(http));
  container.bind(TOKENS.LoadPostPage).toResolvedValue((posts: PostReader) => new LoadPostPage(posts), [TOKENS.PostReader]);
  container.bind(TOKENS.LoadArticle).toResolvedValue((posts: PostReader) => new LoadArticle(posts), [TOKENS.PostReader]);
  container.bind(TOKENS.AdminPostRepository).toConstantValue(new HttpAdminPostRepository(http));
  container.bind(TOKENS.CategoryRepository).toConstantValue(new HttpCategoryRepository(http));
  container.bind(TOKENS.ScheduleRepository).toConstantValue(new HttpScheduleRepository(http));
  container.bind(TOKENS.BookingsRepository).toConstantValue(new HttpBookingsRepository(http, env.apiHost));
  container.bind(TOKENS.RefundsRepository).toConstantValue(new HttpRefundsRepository(http));
  return container;
}
