import type { BookableType } from '../../../../src/core/domain/reservation-type';
import { firstMonthStart, offeredRange, type AskedRange } from '../offered-range';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import { readEachTime, type KeptRead } from '../../../ports/kept-read';
import type { ScheduleContext } from './schedule-context';

/**
 * One active type as its booking page reads it: the open slots of the asked range (by default
 * the Jalali month of its first offered day, from today on; at most 62 days) and every day from
 * today on that has an open slot. A hidden or unknown type is not found.
 */
export class FindOfferedType {
  constructor(private readonly context: Pick<ScheduleContext, 'offered' | 'today'>) {}

  /** `keptDays` keeps the type's offered days, which every month asked of it on one day shares, under its id and the day */
  async execute(
    id: string,
    asked: AskedRange = {},
    day = this.context.today(),
    keptDays: KeptRead<string[]> = readEachTime,
  ): Promise<BookableType> {
    const type = await this.context.offered.findActive(id);
    if (!type) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    const offeredDays = await keptDays(`${id} ${day}`, () => this.context.offered.offeredDays(id, day));
    const range = offeredRange(asked, firstMonthStart(offeredDays, day), day);
    const dates = await this.context.offered.availableDates([id], range);
    return { ...type, availableDates: dates.get(id) ?? [], offeredDays };
  }
}
