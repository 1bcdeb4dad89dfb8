import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { BookingContext } from './booking-context';

const BATCH = 200;

/**
 * The hold-expiry job: a hold whose six minutes are over already stops blocking its time (every
 * read and the booking transaction go by its start); this writes it down as expired, with its
 * ledger line, so statuses and the ledger say what happened.
 */
export class ExpireHolds {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'store'>) {}

  async execute(): Promise<number> {
    const { store, clock } = this.context;
    let expired = 0;
    for (;;) {
      const at = clock.now();
      const lapsed = await store.lapsedHolds(new Date(at.getTime() - PENDING_HOLD_MS), BATCH);
      for (const hold of lapsed) {
        const to = lifecycleStep(
          reservationLifecycleMachine,
          hold.status,
          { userId: hold.userId, createdAt: hold.createdAt.toISOString() },
          { type: 'HOLD_LAPSED', at: at.getTime() },
        );
        if (to && (await store.moveReservation(hold.id, { from: hold.status, to, at, event: { kind: 'hold-lapsed', actor: 'system' } })))
          expired += 1;
      }
      if (lapsed.length < BATCH) return expired;
    }
  }
}
