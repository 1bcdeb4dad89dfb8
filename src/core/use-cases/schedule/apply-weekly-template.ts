import { availabilityTemplateError, type AvailabilityTemplate } from '../../domain/availability-template';
import type { TemplateResult } from '../../domain/schedule-slot';
import { calendarDayToIso } from '../../domain/weekly-template';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/**
 * Publishes one weekly availability (its own hours per weekday) for several types over a Jalali
 * (or ISO) date range. The server skips what exists or has passed, says how many it added, and
 * lists the published slots that overlap each other.
 */
export class ApplyWeeklyTemplate {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(template: AvailabilityTemplate): Promise<Outcome<TemplateResult>> {
    const error = availabilityTemplateError(template);
    if (error) return refused(error);
    const request = {
      typeIds: [...new Set(template.typeIds)],
      fromDate: calendarDayToIso(template.from)!,
      toDate: calendarDayToIso(template.to)!,
      hours: template.hours,
    };
    const outcome = await attempt(
      () => this.schedule.applyAvailability(request),
      (answer) => answer.message,
    );
    if (!outcome.ok) return outcome;
    const { message: _message, ...result } = outcome.value;
    return { ok: true, value: result, message: outcome.message };
  }
}
