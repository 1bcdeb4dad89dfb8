import { slotsOfDay } from '../domain/booking-calendar';
import { mayMoveTo } from '../domain/customer-change';
import type { AvailableDate } from '../domain/reservation-type';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ReservationTypeRepository } from '../ports/reservation-type-repository';
import { attempt, type Outcome } from './outcome';

/** Where a booking may move: the days its type offers, then a chosen day's free times (read as the booking screen reads them). */
export class LoadMoveChoices {
  constructor(private readonly types: ReservationTypeRepository, private readonly reservations: ReservationRepository) {}

  days(reservationTypeId: string): Promise<Outcome<AvailableDate[]>> {
    return attempt(async () => (await this.types.get(reservationTypeId)).availableDates, '');
  }

  /** the free times that also leave the consultant's notice, so the moved booking could still be changed */
  freeTimes(input: { reservationTypeId: string; date: string; days: AvailableDate[]; now: number; noticeHours: number }): Promise<Outcome<string[]>> {
    return attempt(async () => {
      const taken = await this.reservations.byDate(input.date, input.reservationTypeId);
      return slotsOfDay(input.date, input.days, taken, input.now)
        .filter((slot) => slot.state === 'free' && mayMoveTo(input.date, slot.time, input.now, input.noticeHours)).map((slot) => slot.time);
    }, '');
  }
}
