import { Container } from 'inversify';
import { TOKENS } from './core/ports/tokens';
import { createApiClient } from './adapters/http/api-client';
import { HttpReservationTypeRepository } from './adapters/http/http-reservation-type-repository';
import { LocalStoragePersistedStateStore } from './adapters/storage/local-storage-persisted-state-store';
import { SessionStoragePendingBookingStore } from './adapters/storage/session-storage-pending-booking-store';
import { SystemClock } from './adapters/clock/system-clock';
import { HttpAccountRepository } from './adapters/http/http-account-repository';
import { SignOut } from './core/use-cases/sign-out';
import type { AccountRepository } from './core/ports/account-repository';
import { BrowserNavigation } from './adapters/navigation/browser-navigation';
import { HttpReservationRepository } from './adapters/http/http-reservation-repository';
import { HttpPaymentInitiator } from './adapters/http/http-payment-initiator';
import { HttpScheduleRepository } from './adapters/http/http-schedule-repository';
import { HttpBookingsRepository } from './adapters/http/http-bookings-repository';

export interface BrowserEnvironment {
  apiHost: string;
  localStorage: Storage;
  sessionStorage: Storage;
  location: Pick<Location, 'assign'>;
}

/** The only place that binds each port to its adapter. */
export function composeClient(env: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const http = createApiClient(env.apiHost);
  const navigation = new BrowserNavigation(env.location);

  container.bind(TOKENS.ApiHost).toConstantValue(env.apiHost);
  container.bind(TOKENS.Clock).toConstantValue(new SystemClock());
  container.bind(TOKENS.Navigation).toConstantValue(navigation);
  container.bind(TOKENS.RouterBinding).toConstantValue(navigation);
  container.bind(TOKENS.PersistedStateStore).toConstantValue(new LocalStoragePersistedStateStore(env.localStorage));
  container.bind(TOKENS.ReservationTypeRepository).toConstantValue(new HttpReservationTypeRepository(http));
  container.bind(TOKENS.PendingBookingStore).toConstantValue(new SessionStoragePendingBookingStore(env.sessionStorage));
  container.bind(TOKENS.ReservationRepository).toConstantValue(new HttpReservationRepository(http));
  container.bind(TOKENS.PaymentInitiator).toConstantValue(new HttpPaymentInitiator(http));
  container.bind(TOKENS.AccountRepository).toConstantValue(new HttpAccountRepository(http));
  container
    .bind(TOKENS.SignOut)
    .toResolvedValue((accounts: AccountRepository) => new SignOut(accounts, console.warn), [TOKENS.AccountRepository]);
  container.bind(TOKENS.ScheduleRepository).toConstantValue(new HttpScheduleRepository(http));
  container.bind(TOKENS.BookingsRepository).toConstantValue(new HttpBookingsRepository(http, env.apiHost));
  return container;
}
