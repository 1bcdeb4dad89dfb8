import type { BookableType, ReservationType } from '../../src/core/domain/reservation-type';
import type { DayRange, ReservationTypeList, ReservationTypeRepository } from '../../src/core/ports/reservation-type-repository';

export class FakeReservationTypeRepository implements ReservationTypeRepository {
  /** what list() answers; an Error makes it throw */
  listAnswer: ReservationTypeList | Error;
  listCalls = 0;

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

  /** like the server: every day with a slot is offered; with a range, only its dates are carried */
  async get(id: string, range?: DayRange): Promise<BookableType> {
    this.ranges.push(range);
    const type = this.types.find((candidate) => candidate._id === id);
    if (!type) throw new Error('نوع رزرو پیدا نشد');
    const offeredDays = type.availableDates.filter((day) => day.timeSlots.length > 0).map((day) => day.date);
    const availableDates = range ? type.availableDates.filter((day) => day.date >= range.from && day.date <= range.to) : type.availableDates;
    return { ...type, availableDates, offeredDays };
  }
}
