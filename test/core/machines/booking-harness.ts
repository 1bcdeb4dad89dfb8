import { createActor, SimulatedClock, waitFor } from 'xstate';
import { provideBookingEffects } from '../../../src/core/use-cases/booking/booking-effects';
import type { CustomerHold } from '../../../src/core/domain/customer-hold';
import type { BookingMachineInput } from '../../../src/core/machines/booking-machine-context';
import type { BookableType } from '../../../src/core/domain/reservation-type';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakePaymentInitiator } from '../../fakes/fake-payment-initiator';
import { FakeReservationRepository } from '../../fakes/fake-reservation-repository';
import { FakeHoldRepository } from '../../fakes/fake-hold-repository';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';
import { RecordingNotifier } from '../../fakes/recording-notifier';

/**
 * Runs the real booking machine on a simulated clock, every port a fake; `hold` is the customer's live hold on the server.
 * The type repository serves `type` (months the screen reads later come from it); give `served` when it carries more months than `type`.
 */
export function startBooking(
  type: BookableType,
  now: string,
  input: Partial<BookingMachineInput> = {},
  hold: CustomerHold | null = null,
  served: BookableType = type,
) {
  const timers = new SimulatedClock();
  const clock = new FakeClock(Date.parse(now));
  const ports = {
    reservations: new FakeReservationRepository(),
    holds: new FakeHoldRepository(hold),
    payments: new FakePaymentInitiator(),
    pendingBookings: new InMemoryPendingBookingStore(),
    navigation: new FakeNavigation(),
    notifier: new RecordingNotifier(),
    types: new FakeReservationTypeRepository([served]),
  };
  let actor = createActor(provideBookingEffects(ports), { clock: timers, input: { type, now: clock.now(), ...input } }).start();
  return {
    ...ports,
    clock,
    get actor() {
      return actor;
    },
    /** starts the screen again (a return from the login page) with the same ports, at the clock's time */
    restart(extra: Partial<BookingMachineInput> = {}) {
      actor.stop();
      actor = createActor(provideBookingEffects(ports), { clock: timers, input: { type, now: clock.now(), ...input, ...extra } }).start();
      return actor;
    },
    context: () => actor.getSnapshot().context,
    /** moves the wall clock and the machine's timers together */
    advance(ms: number) {
      clock.advance(ms);
      timers.increment(ms);
    },
    settled: () =>
      waitFor(
        actor,
        (s) =>
          !s.matches({ choice: { dateChosen: 'loading' } }) &&
          !s.matches({ choice: 'loadingMonth' }) &&
          !s.matches({ choice: 'loadingStartMonth' }) &&
          !s.matches({ payment: 'booking' }) &&
          !s.matches({ payment: 'initiating' }) &&
          !s.matches({ hold: 'loading' }) &&
          !s.matches({ hold: 'releasing' }),
      ),
  };
}
