import type { CustomerHold } from '../../../../src/core/domain/money-contract';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { Clock } from '../../../ports/clock';
import type { BookingStore } from '../ports/booking-store';
import { customerHold } from './customer-hold';

/** The customer's hold that is still live (made less than six minutes ago and not paid), as they see it; null when none is. */
export class ReadOwnHold {
  constructor(
    private readonly store: Pick<BookingStore, 'liveHoldOf'>,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: { userId: string }): Promise<CustomerHold | null> {
    const hold = await this.store.liveHoldOf(userId, new Date(this.clock.now().getTime() - PENDING_HOLD_MS));
    return hold ? customerHold(hold) : null;
  }
}
