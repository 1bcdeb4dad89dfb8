import { holdRemainingMs } from './countdown';
import type { CustomerHold } from './money-contract';
import { RequestFailure } from './request-failure';

export type { CustomerHold };

/** The hold while its six minutes run; null once they are over (it then holds nothing). */
export function liveHold(hold: CustomerHold | null, now: number): CustomerHold | null {
  return hold && holdRemainingMs(hold.createdAt, now) > 0 ? hold : null;
}

/** The hold when it is on this reservation type, whose booking screen then shows its slot as the customer's own. */
export function holdOfType(hold: CustomerHold | null, reservationTypeId: string): CustomerHold | null {
  return hold?.reservationTypeId === reservationTypeId ? hold : null;
}

/** Booking refused (409) because the customer already holds another slot; the server names it and sends it. */
export class HeldElsewhere extends RequestFailure {
  constructor(
    message: string,
    readonly hold: CustomerHold,
  ) {
    super(message, false, message);
    this.name = 'HeldElsewhere';
  }
}

/** The hold a refused booking points to, if that is why it was refused. */
export function holdBehind(error: unknown): CustomerHold | null {
  return error instanceof HeldElsewhere ? error.hold : null;
}
