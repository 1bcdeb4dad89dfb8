import { slotRulesOf, slotsOfDay, type SlotRules } from '../domain/booking-calendar';
import { mayMoveTo } from '../domain/customer-change';
import type { AvailableDate } from '../domain/reservation-type';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ReservationTypeRepository } from '../ports/reservation-type-repository';
import { attempt, type Outcome } from './outcome';

/** The days a type offers, with what its slots take of the calendar and the practice's minimum notice. */
export interface MoveDays {
  availableDates: AvailableDate[];
  rules: SlotRules;
}

/** Where a booking may move: the days its type offers, then a chosen day's free times (read as the booking screen reads them). */
export class LoadMoveChoices {
  constructor(private readonly types: ReservationTypeRepository, private readonly reservations: ReservationRepository) {}

  days(reservationTypeId: string): Promise<Outcome<MoveDays>> {
    return attempt(async () => {
      const type = await this.types.get(reservationTypeId);
      return { availableDates: type.availableDates, rules: slotRulesOf(type) };
    }, '');
  }

  /** the free times that also leave the consultant's notice, so the moved booking could still be changed */
  freeTimes(input: { reservationTypeId: string; date: string; days: MoveDays; now: number; noticeHours: number }): Promise<Outcome<string[]>> {
    return attempt(async () => {
      const taken = await this.reservations.byDate(input.date, input.reservationTypeId);
      return slotsOfDay(input.date, input.days.availableDates, taken, input.now, null, input.days.rules)
        .filter((slot) => slot.state === 'free' && mayMoveTo(input.date, slot.time, input.now, input.noticeHours)).map((slot) => slot.time);
    }, '');
  }
}
