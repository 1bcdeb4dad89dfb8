import { isSlotTime } from '../../domain/business-time';
import { SLOT_MESSAGES, type ScheduleSlot } from '../../domain/schedule-slot';
import type { SlotOverlaps } from '../../domain/slot-overlap';
import { calendarDayToIso, type CalendarDay } from '../../domain/weekly-template';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Adds one slot to a type on a day (Jalali or ISO) at HH:mm. */
export class AddSlot {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(input: { typeId: string; date: CalendarDay; time: string }): Promise<Outcome<ScheduleSlot & { overlaps: SlotOverlaps }>> {
    const date = calendarDayToIso(input.date);
    if (!date) return refused(SLOT_MESSAGES.invalidDate);
    if (!isSlotTime(input.time)) return refused(SLOT_MESSAGES.invalidTime);
    return attempt(() => this.schedule.addSlot(input.typeId, date, input.time), SLOT_MESSAGES.added);
  }
}
