import type { ReservationType } from '../../../../src/core/domain/reservation-type';
import { offeredRange, type AskedRange } from '../offered-range';
import type { ScheduleContext } from './schedule-context';

/**
 * The active types customers choose from: the cards, with no dates unless a range is asked
 * (then that range's open slots, at most 62 days from today on). The day is today in Tehran
 * (`currentDay`); the list changes only with it or with the admin's edits.
 */
export class ListOfferedTypes {
  constructor(private readonly context: Pick<ScheduleContext, 'offered' | 'today'>) {}

  currentDay(): string {
    return this.context.today();
  }

  async execute(day: string, asked: AskedRange = {}): Promise<ReservationType[]> {
    const types = await this.context.offered.listActive();
    if (asked.from === undefined && asked.to === undefined) return types;
    const range = offeredRange(asked, day, day);
    const dates = await this.context.offered.availableDates(
      types.map((type) => type._id),
      range,
    );
    return types.map((type) => ({ ...type, availableDates: dates.get(type._id) ?? [] }));
  }
}
