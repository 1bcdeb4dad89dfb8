import type { DayOffView } from '../../../../src/core/contracts/api/days-off-api';
import { DAYS_OFF_MESSAGES, dayOffError, type DayOffInput } from '../../../../src/core/domain/day-off';
import { MAX_AFFECTED_LISTED, nowOf, type DaysOffContext } from './days-off-context';
import { Refusal } from '../../refusal';

/**
 * Closes a day, a range of days, or some hours of them for every type. Slots inside stop being
 * offered at once; bookings already inside are kept and answered, for the consultant to move or cancel.
 */
export class CloseTime {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  async execute(input: DayOffInput): Promise<{ dayOff: DayOffView; message: string }> {
    const error = dayOffError(input);
    if (error) throw new Refusal('invalid', error);
    const { store, clock } = this.context;
    const [dayOff] = await store.add([input]);
    const affected = await store.affected(dayOff, nowOf(clock).holdsSince, MAX_AFFECTED_LISTED);
    return { dayOff: { ...dayOff, affected }, message: DAYS_OFF_MESSAGES.added };
  }
}

/** Opens a closed time again; its slots are offered again. */
export class ReopenTime {
  constructor(private readonly context: Pick<DaysOffContext, 'clock' | 'store'>) {}

  async execute(id: string): Promise<string> {
    if (!(await this.context.store.remove(id))) throw new Refusal('not-found', DAYS_OFF_MESSAGES.notFound);
    return DAYS_OFF_MESSAGES.removed;
  }
}
