import type { DayOffView } from '../../src/core/contracts/api/days-off-api';
import type { DaysOffRepository } from '../../src/core/ports/schedule/days-off-repository';
import { closesSlot, DAYS_OFF_MESSAGES, type AffectedBooking, type DayOffInput, type HolidayOffer } from '../../src/core/domain/day-off';

/**
 * The consultant's days off in memory, as the server keeps them: a new day off lists the
 * bookings given in `bookings` that fall inside it; accepting a holiday closes its whole day and
 * takes it off the offers, as skipping does.
 */
export class FakeDaysOffRepository implements DaysOffRepository {
  added: DayOffInput[] = [];
  private next = 1;

  constructor(
    public holidayOffers: HolidayOffer[] = [],
    public bookings: AffectedBooking[] = [],
    public daysOff: DayOffView[] = [],
  ) {}

  async list(): Promise<DayOffView[]> {
    return this.daysOff.map((dayOff) => ({
      ...dayOff,
      affected: this.bookings.filter((booking) => closesSlot(dayOff, booking.date, booking.time)),
    }));
  }

  async holidays(): Promise<HolidayOffer[]> {
    return [...this.holidayOffers];
  }

  async add(input: DayOffInput): Promise<{ dayOff: DayOffView; message: string }> {
    this.added.push(input);
    const dayOff = { ...input, _id: `day-off-${this.next++}`, affected: [] };
    this.daysOff.push(dayOff);
    return { dayOff: (await this.list()).find((listed) => listed._id === dayOff._id)!, message: DAYS_OFF_MESSAGES.added };
  }

  async remove(id: string): Promise<string> {
    this.daysOff = this.daysOff.filter((dayOff) => dayOff._id !== id);
    return DAYS_OFF_MESSAGES.removed;
  }

  async acceptHolidays(dates: string[]): Promise<string> {
    const chosen = this.holidayOffers.filter((offer) => dates.includes(offer.date));
    for (const offer of chosen)
      this.daysOff.push({
        _id: `day-off-${this.next++}`,
        fromDate: offer.date,
        toDate: offer.date,
        fromTime: null,
        toTime: null,
        reason: offer.title,
        affected: [],
      });
    this.holidayOffers = this.holidayOffers.filter((offer) => !dates.includes(offer.date));
    return DAYS_OFF_MESSAGES.holidaysAccepted(chosen.length);
  }

  async skipHolidays(dates: string[]): Promise<string> {
    this.holidayOffers = this.holidayOffers.filter((offer) => !dates.includes(offer.date));
    return DAYS_OFF_MESSAGES.holidaySkipped;
  }
}
