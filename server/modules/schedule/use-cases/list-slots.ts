import { addDays } from '../../../../src/core/domain/business-time';
import { SLOT_MESSAGES, type ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import { inclusiveDayCount, MAX_TEMPLATE_RANGE_DAYS } from '../../../../src/core/domain/weekly-template';
import { Refusal } from '../../refusal';
import { holdStartedAfter, type ScheduleContext } from './schedule-context';
import { requireType } from './type-answer';

/** How far the slot list reaches when the admin names no end. */
export const DEFAULT_LIST_DAYS = 60;

/**
 * A type's slots over a range (from today and for 60 days unless named; at most a template's
 * longest range), each with what holds its date and time on the shared calendar now.
 */
export class ListSlots {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots' | 'today' | 'types'>) {}

  async execute(typeId: string, range: { from?: string; to?: string }): Promise<ScheduleSlot[]> {
    await requireType(this.context, typeId);
    const from = range.from ?? this.context.today();
    const to = range.to ?? addDays(from, DEFAULT_LIST_DAYS);
    if (to < from || inclusiveDayCount(from, to) > MAX_TEMPLATE_RANGE_DAYS) throw new Refusal('invalid', SLOT_MESSAGES.invalidRange);
    return this.context.slots.list(typeId, from, to, holdStartedAfter(this.context.clock.now()));
  }
}
