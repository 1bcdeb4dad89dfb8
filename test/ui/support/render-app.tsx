import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { Container } from 'inversify';
import { App } from '../../../src/ui/app';
import { TOKENS } from '../../../src/core/ports/tokens';
import { INITIAL_STATE, type PersistedState } from '../../../src/core/domain/persisted-state';
import { SignOut } from '../../../src/core/use-cases/sign-out';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { InMemoryPersistedStateStore } from '../../fakes/in-memory-persisted-state-store';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';
import { FakePaymentVerifier } from '../../fakes/fake-payment-verifier';
import { FakeMyReservationsRepository } from '../../fakes/fake-my-reservations-repository';
import { VerifyPayment } from '../../../src/core/use-cases/verify-payment';
import { FindReservationByAuthority } from '../../../src/core/use-cases/find-reservation-by-authority';
import { FakeHoldRepository } from '../../fakes/fake-hold-repository';
import { LoadMyReservations } from '../../../src/core/use-cases/load-my-reservations';
import { SignIn } from '../../../src/core/use-cases/sign-in';
import { SignUp } from '../../../src/core/use-cases/sign-up';
import { UpdateProfile } from '../../../src/core/use-cases/update-profile';
import { DeleteAccount } from '../../../src/core/use-cases/delete-account';
import { VerifySession } from '../../../src/core/use-cases/verify-session';
import { FakeReservationRepository } from '../../fakes/fake-reservation-repository';
import { FakePaymentInitiator } from '../../fakes/fake-payment-initiator';
import { FakePostReader } from '../../fakes/fake-post-reader';
import { FakeCategoryReader } from '../../fakes/fake-category-reader';
import { LoadPostPage } from '../../../src/core/use-cases/load-post-page';
import { LoadArticle } from '../../../src/core/use-cases/load-article';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { FakeScheduleRepository } from '../../fakes/fake-schedule-repository';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { FakeRefundsRepository } from '../../fakes/fake-refunds-repository';

export interface TestServices {
  clock: FakeClock;
  navigation: FakeNavigation;
  store: InMemoryPersistedStateStore;
  reservationTypes: FakeReservationTypeRepository;
  accounts: FakeAccountRepository;
  pendingBookings: InMemoryPendingBookingStore;
  paymentVerifier: FakePaymentVerifier;
  myReservations: FakeMyReservationsRepository;
  reservations: FakeReservationRepository;
  holds: FakeHoldRepository;
  payments: FakePaymentInitiator;
  posts: FakePostReader;
  categoryReader: FakeCategoryReader;
  adminPosts: FakeAdminPostRepository;
  categories: FakeCategoryRepository;
  schedule: FakeScheduleRepository;
  bookings: FakeBookingsRepository;
  refunds: FakeRefundsRepository;
}

/** A container like the composition root's, every port bound to a fake. */
export function fakeContainer(overrides: Partial<TestServices> = {}): { container: Container; services: TestServices } {
  const services: TestServices = {
    clock: new FakeClock(),
    navigation: new FakeNavigation(),
    store: new InMemoryPersistedStateStore(),
    reservationTypes: new FakeReservationTypeRepository(),
    accounts: new FakeAccountRepository(),
    pendingBookings: new InMemoryPendingBookingStore(),
    paymentVerifier: new FakePaymentVerifier(),
    myReservations: new FakeMyReservationsRepository(),
    reservations: new FakeReservationRepository(),
    holds: new FakeHoldRepository(),
    payments: new FakePaymentInitiator(),
    posts: new FakePostReader(),
    categoryReader: new FakeCategoryReader(),
    adminPosts: new FakeAdminPostRepository(),
    categories: new FakeCategoryRepository(),
    schedule: new FakeScheduleRepository(),
    bookings: new FakeBookingsRepository(),
    refunds: new FakeRefundsRepository(),
    ...overrides,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ApiHost).toConstantValue('http://api.test');
  container.bind(TOKENS.Clock).toConstantValue(services.clock);
  container.bind(TOKENS.Navigation).toConstantValue(services.navigation);
  container.bind(TOKENS.RouterBinding).toConstantValue(services.navigation);
  container.bind(TOKENS.PersistedStateStore).toConstantValue(services.store);
  container.bind(TOKENS.ReservationTypeRepository).toConstantValue(services.reservationTypes);
  container.bind(TOKENS.AccountRepository).toConstantValue(services.accounts);
  container.bind(TOKENS.PendingBookingStore).toConstantValue(services.pendingBookings);
  container.bind(TOKENS.ReservationRepository).toConstantValue(services.reservations);
  container.bind(TOKENS.PaymentInitiator).toConstantValue(services.payments);
  container.bind(TOKENS.ScheduleRepository).toConstantValue(services.schedule);
  container.bind(TOKENS.BookingsRepository).toConstantValue(services.bookings);
  container.bind(TOKENS.RefundsRepository).toConstantValue(services.refunds);
  container.bind(TOKENS.SignOut).toConstantValue(new SignOut(services.accounts));
  container.bind(TOKENS.PaymentVerifier).toConstantValue(services.paymentVerifier);
  container.bind(TOKENS.VerifyPayment).toConstantValue(new VerifyPayment(services.paymentVerifier));
  container.bind(TOKENS.FindReservationByAuthority).toConstantValue(new FindReservationByAuthority(services.paymentVerifier));
  container.bind(TOKENS.HoldRepository).toConstantValue(services.holds);
  container.bind(TOKENS.MyReservationsRepository).toConstantValue(services.myReservations);
  container.bind(TOKENS.LoadMyReservations).toConstantValue(new LoadMyReservations(services.myReservations));
  container.bind(TOKENS.SignIn).toConstantValue(new SignIn(services.accounts));
  container.bind(TOKENS.SignUp).toConstantValue(new SignUp(services.accounts));
  container.bind(TOKENS.UpdateProfile).toConstantValue(new UpdateProfile(services.accounts));
  container.bind(TOKENS.DeleteAccount).toConstantValue(new DeleteAccount(services.accounts));
  container.bind(TOKENS.VerifySession).toConstantValue(new VerifySession(services.accounts));
  container.bind(TOKENS.PostReader).toConstantValue(services.posts);
  container.bind(TOKENS.CategoryReader).toConstantValue(services.categoryReader);
  container.bind(TOKENS.LoadPostPage).toConstantValue(new LoadPostPage(services.posts));
  container.bind(TOKENS.LoadArticle).toConstantValue(new LoadArticle(services.posts));
  container.bind(TOKENS.AdminPostRepository).toConstantValue(services.adminPosts);
  container.bind(TOKENS.CategoryRepository).toConstantValue(services.categories);
  return { container, services };
}

/** Renders the whole app at a path, with fakes behind every port. */
export function renderApp(path: InitialEntry, options: { state?: Partial<PersistedState>; services?: Partial<TestServices> } = {}) {
  const { container, services } = fakeContainer(options.services);
  const restored: PersistedState = { ...INITIAL_STATE, ...options.state };
  const router = (children: ReactNode) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = render(<App container={container} restored={restored} router={router} />);
  return { ...view, di: container, services };
}
