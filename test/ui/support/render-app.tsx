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
import { FakeReservationRepository } from '../../fakes/fake-reservation-repository';
import { FakePaymentInitiator } from '../../fakes/fake-payment-initiator';
import { FakeScheduleRepository } from '../../fakes/fake-schedule-repository';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';

export interface TestServices {
  clock: FakeClock;
  navigation: FakeNavigation;
  store: InMemoryPersistedStateStore;
  reservationTypes: FakeReservationTypeRepository;
  accounts: FakeAccountRepository;
  pendingBookings: InMemoryPendingBookingStore;
  reservations: FakeReservationRepository;
  payments: FakePaymentInitiator;
  schedule: FakeScheduleRepository;
  bookings: FakeBookingsRepository;
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
    reservations: new FakeReservationRepository(),
    payments: new FakePaymentInitiator(),
    schedule: new FakeScheduleRepository(),
    bookings: new FakeBookingsRepository(),
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
  container.bind(TOKENS.SignOut).toConstantValue(new SignOut(services.accounts));
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
