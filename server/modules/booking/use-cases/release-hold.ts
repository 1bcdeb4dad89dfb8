import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';

/** The customer gives their own unpaid hold up ('انصراف از رزرو'): the time is free for everyone at once. */
export class ReleaseHold {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'store'>) {}

  async execute(input: { userId: string; reservationId: string }): Promise<void> {
    const { store, clock } = this.context;
    const reservation = await store.findReservation(input.reservationId);
    if (!reservation || reservation.userId !== input.userId) throw new Refusal('not-found', M.reservationNotFound);
    const at = clock.now();
    const to = lifecycleStep(
      reservationLifecycleMachine,
      reservation.status,
      { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'RELEASE', userId: input.userId, at: at.getTime() },
    );
    if (!to) throw new Refusal('conflict', M.notReleasable);
    const moved = await store.moveReservation(reservation.id, {
      from: reservation.status,
      to,
      at,
      event: { kind: 'hold-released', actor: 'customer', actorId: input.userId },
    });
    if (!moved) throw new Refusal('conflict', M.notReleasable);
  }
}
