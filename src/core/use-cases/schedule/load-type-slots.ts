import { calendarDayToIso, type CalendarDay } from '../../domain/weekly-template';
import { SLOT_MESSAGES, type ScheduleSlot } from '../../domain/schedule-slot';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** A type's slots between two days (Jalali or ISO), each with what holds it now. */
export class LoadTypeSlots {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(input: { typeId: string; from: CalendarDay; to: CalendarDay }): Promise<Outcome<ScheduleSlot[]>> {
    const from = calendarDayToIso(input.from);
    const to = calendarDayToIso(input.to);
    if (!from || !to || to < from) return refused(SLOT_MESSAGES.invalidRange);
    return attempt(() => this.schedule.listSlots(input.typeId, from, to), '');
  }
}
