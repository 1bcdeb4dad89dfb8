import { parseNoticeMinutes } from '../../domain/booking-notice';
import { parseNoticeHours } from '../../domain/customer-change';
import type { BookingChangesRepository } from '../../ports/booking/booking-changes-repository';
import { attempt, refused, succeeded, type Outcome } from '../../domain/outcome';

/** How many hours before a session the customer may still cancel or move it. */
export class LoadChangeNotice {
  constructor(private readonly changes: BookingChangesRepository) {}

  execute(): Promise<Outcome<number>> {
    return attempt(() => this.changes.changeNoticeHours(), '');
  }
}

/** The consultant sets that notice, in whole hours; a wrong value is refused without asking the server. */
export class SetChangeNotice {
  constructor(private readonly changes: BookingChangesRepository) {}

  async execute(raw: unknown): Promise<Outcome<number>> {
    const hours = parseNoticeHours(raw);
    if (!hours.ok) return refused(hours.message);
    const outcome = await attempt(
      () => this.changes.setChangeNoticeHours(hours.value),
      (message) => message,
    );
    return outcome.ok ? succeeded(hours.value, outcome.message) : outcome;
  }
}

/** How many minutes before a session it may still be booked (the consultant's minimum notice). */
export class LoadBookingNotice {
  constructor(private readonly changes: BookingChangesRepository) {}

  execute(): Promise<Outcome<number>> {
    return attempt(() => this.changes.bookingNoticeMinutes(), '');
  }
}

/** The consultant sets the minimum notice, in whole minutes; a wrong value is refused without asking the server. */
export class SetBookingNotice {
  constructor(private readonly changes: BookingChangesRepository) {}

  async execute(raw: unknown): Promise<Outcome<number>> {
    const minutes = parseNoticeMinutes(raw);
    if (!minutes.ok) return refused(minutes.message);
    const outcome = await attempt(
      () => this.changes.setBookingNoticeMinutes(minutes.value),
      (message) => message,
    );
    return outcome.ok ? succeeded(minutes.value, outcome.message) : outcome;
  }
}
