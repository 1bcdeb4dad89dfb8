import type { TemplateResult } from '../domain/schedule-slot';
import { calendarDayToIso, weeklyTemplateError, type WeeklyTemplate } from '../domain/weekly-template';
import type { ScheduleRepository } from '../ports/schedule-repository';
import { refused, succeeded, type Outcome } from './outcome';

/**
 * Publishes a type's slots from a weekly template over a Jalali (or ISO) date range. The
 * server skips what exists or has passed and says how many it added.
 */
export class ApplyWeeklyTemplate {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(input: { typeId: string } & WeeklyTemplate): Promise<Outcome<TemplateResult>> {
    const error = weeklyTemplateError(input);
    if (error) return refused(error);
    try {
      const { message, ...result } = await this.schedule.applyTemplate(input.typeId, {
        fromDate: calendarDayToIso(input.from)!,
        toDate: calendarDayToIso(input.to)!,
        weekdays: [...new Set(input.weekdays)].sort(),
        times: [...new Set(input.times)].sort(),
      });
      return succeeded(result, message);
    } catch (failure) {
      return refused(failure instanceof Error ? failure.message : String(failure));
    }
  }
}
