import { monthParam, slotRulesOf, slotsOfDay, visibleMonths, type CalendarMonth, type SlotRules } from '../../domain/booking-calendar';
import { loadedMonthsOf, mergeDates, monthRange } from '../../domain/booking-months';
import { mayMoveTo } from '../../domain/customer-change';
import type { AvailableDate } from '../../domain/reservation-type';
import type { ReservationRepository } from '../../ports/booking/reservation-repository';
import type { ReservationTypeRepository } from '../../ports/booking/reservation-type-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The days a type offers, the slots of the months read so far, with what its slots take of the calendar and the practice's minimum notice. */
export interface MoveDays {
  offeredDays: string[];
  availableDates: AvailableDate[];
  /** the months (1405-09) whose slots are in `availableDates` */
  loadedMonths: string[];
  rules: SlotRules;
}

/** Where a booking may move: the days its type offers, a month's slots at a time, then a chosen day's free times (read as the booking screen reads them). */
export class LoadMoveChoices {
  constructor(
    private readonly types: ReservationTypeRepository,
    private readonly reservations: ReservationRepository,
  ) {}

  /** the offered days with the slots of the server's first month */
  days(reservationTypeId: string, now: number): Promise<Outcome<MoveDays>> {
    return attempt(async () => {
      const type = await this.types.get(reservationTypeId);
      return {
        offeredDays: type.offeredDays,
        availableDates: type.availableDates,
        loadedMonths: loadedMonthsOf(visibleMonths(type.offeredDays, now), type),
        rules: slotRulesOf(type),
      };
    }, '');
  }

  /** the days with one more month's slots read */
  month(reservationTypeId: string, days: MoveDays, month: CalendarMonth): Promise<Outcome<MoveDays>> {
    return attempt(async () => {
      const range = monthRange(month);
      const type = await this.types.get(reservationTypeId, range);
      return {
        ...days,
        availableDates: mergeDates(days.availableDates, type.availableDates, range),
        loadedMonths: [...days.loadedMonths, monthParam(month)],
      };
    }, '');
  }

  /** the free times that also leave the consultant's notice, so the moved booking could still be changed */
  freeTimes(input: {
    reservationTypeId: string;
    date: string;
    days: MoveDays;
    now: number;
    noticeHours: number;
  }): Promise<Outcome<string[]>> {
    return attempt(async () => {
      const taken = await this.reservations.byDate(input.date, input.reservationTypeId);
      return slotsOfDay(input.date, input.days.availableDates, taken, input.now, null, input.days.rules)
        .filter((slot) => slot.state === 'free' && mayMoveTo(input.date, slot.time, input.now, input.noticeHours))
        .map((slot) => slot.time);
    }, '');
  }
}
