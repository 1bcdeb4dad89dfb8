import { closesSlot, DAYS_OFF_MESSAGES, type HolidayOffer } from '../../../../src/core/domain/day-off';
import { OFFICIAL_HOLIDAYS } from '../holidays/official-holidays';
import { MAX_LISTED_DAYS_OFF, nowOf, type DaysOffContext } from './days-off-context';
import { Refusal } from '../../refusal';

/** The official holidays from today on that no day off closes whole and the consultant has not skipped. */
async function openHolidays(context: Pick<DaysOffContext, 'clock' | 'store'>): Promise<HolidayOffer[]> {
  const { today } = nowOf(context.clock);
  const [daysOff, skipped] = await Promise.all([context.store.list(today, MAX_LISTED_DAYS_OFF), context.store.skippedHolidays()]);
  const wholeDays = daysOff.filter((dayOff) => dayOff.fromTime === null);
  return OFFICIAL_HOLIDAYS.filter(
    (holiday) =>
      holiday.date >= today && !skipped.has(holiday.date) && !wholeDays.some((dayOff) => closesSlot(dayOff, holiday.date, '00:00')),
  );
}

/** The holidays chosen, each of them on offer; any other date refuses them all. */
async function chosen(context: Pick<DaysOffContext, 'clock' | 'store'>, dates: string[]): Promise<HolidayOffer[]> {
  const offered = await openHolidays(context);
  const known = new Set(OFFICIAL_HOLIDAYS.map((holiday) => holiday.date));
  if (dates.some((date) => !known.has(date))) throw new Refusal('invalid', DAYS_OFF_MESSAGES.unknownHoliday);
  return offered.filter((holiday) => dates.includes(holiday.date));
}

/** The official holidays offered to the consultant to accept or skip. */
export class ListHolidayOffers {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  execute(): Promise<HolidayOffer[]> {
    return openHolidays(this.context);
  }
}

/** Closes the chosen holidays, each a whole day named for its occasion; one already closed or skipped is left as it is. */
export class AcceptHolidays {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  async execute(dates: string[]): Promise<{ accepted: number; message: string }> {
    const holidays = await chosen(this.context, dates);
    await this.context.store.add(
      holidays.map((holiday) => ({ fromDate: holiday.date, toDate: holiday.date, fromTime: null, toTime: null, reason: holiday.title })),
    );
    return { accepted: holidays.length, message: DAYS_OFF_MESSAGES.holidaysAccepted(holidays.length) };
  }
}

/** Takes the chosen holidays off the list without closing them. */
export class SkipHolidays {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  async execute(dates: string[]): Promise<string> {
    const holidays = await chosen(this.context, dates);
    await this.context.store.skipHolidays(holidays.map((holiday) => holiday.date));
    return DAYS_OFF_MESSAGES.holidaySkipped;
  }
}
