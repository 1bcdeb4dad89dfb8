import type { BookableType, ReservationType } from '../../src/core/domain/reservation-type';
import type { ReservationTypeList, ReservationTypeRepository } from '../../src/core/ports/booking/reservation-type-repository';
import type { DayRange } from '../../src/core/domain/day-range';
import { isoToJalali } from '../../src/core/domain/jalali-date';
import { monthRange } from '../../src/core/domain/booking-months';

export class FakeReservationTypeRepository implements ReservationTypeRepository {
  /** what list() answers; an Error makes it throw */
  listAnswer: ReservationTypeList | Error;
  listCalls = 0;
  /** the server's today (YYYY-MM-DD): earlier days are not offered; null offers every day with a slot */
  today: string | null = null;
  /** when set, get() with a range throws it (a month that fails to load) */
  rangeFailure: Error | null = null;

  constructor(public types: ReservationType[] = []) {
    this.listAnswer = { success: true, data: types };
  }

  async list(): Promise<ReservationTypeList> {
    this.listCalls += 1;
    if (this.listAnswer instanceof Error) throw this.listAnswer;
    return this.listAnswer;
  }

  /** the ranges get() was asked for, in order (undefined: the default) */
  readonly ranges: (DayRange | undefined)[] = [];

  /** like the server: every day from today with a slot is offered; only the range's dates are carried, by default the first offered day's Jalali month */
  async get(id: string, range?: DayRange): Promise<BookableType> {
    this.ranges.push(range);
    const type = this.types.find((candidate) => candidate._id === id);
    if (!type) throw new Error('نوع رزرو پیدا نشد');
    if (range && this.rangeFailure) throw this.rangeFailure;
    const offeredDays = type.availableDates
      .filter((day) => day.timeSlots.length > 0 && (this.today === null || day.date >= this.today))
      .map((day) => day.date)
      .sort();
    const carried = range ?? (offeredDays.length > 0 ? monthRange(isoToJalali(offeredDays[0])) : { from: '', to: '' });
    const availableDates = type.availableDates.filter((day) => day.date >= carried.from && day.date <= carried.to);
    return { ...type, availableDates, offeredDays };
  }
}
