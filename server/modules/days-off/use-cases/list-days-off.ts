import type { DayOffView } from '../../../../src/core/contracts/api/days-off-api';
import { MAX_AFFECTED_LISTED, MAX_LISTED_DAYS_OFF, nowOf, type DaysOffContext } from './days-off-context';

/** The days off from today on, each with the live bookings inside it for the consultant to move or cancel. */
export class ListDaysOff {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  async execute(): Promise<DayOffView[]> {
    const { store, clock } = this.context;
    const { today, holdsSince } = nowOf(clock);
    const daysOff = await store.list(today, MAX_LISTED_DAYS_OFF);
    return Promise.all(
      daysOff.map(async (dayOff) => ({ ...dayOff, affected: await store.affected(dayOff, holdsSince, MAX_AFFECTED_LISTED) })),
    );
  }
}
