import type { TemplateResult } from '../../../../src/core/domain/schedule-slot';
import { expandWeeklyTemplate, type WeeklyTemplate } from '../../../../src/core/domain/weekly-template';
import { templateMessage } from '../schedule-messages';
import { publishSlots } from './publish-slots';
import { hasPassed, type ScheduleContext } from './schedule-context';
import { requireType } from './type-answer';

/**
 * Offers a type on the chosen weekdays at the chosen times over a date range. Days and times
 * already offered, or already passed, are skipped and counted, so applying a template twice is
 * harmless; slots that overlap others (of any type) are reported.
 */
export class ApplyWeeklyTemplate {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots' | 'today' | 'types'>) {}

  async execute(typeId: string, template: WeeklyTemplate): Promise<TemplateResult & { message: string }> {
    await requireType(this.context, typeId);
    const now = this.context.clock.now();
    const named = expandWeeklyTemplate(template);
    const upcoming = named.filter((slot) => !hasPassed(slot, now));
    const { created, overlaps } = await publishSlots(this.context, new Map([[typeId, upcoming]]), now);
    const skipped = named.length - created;
    return { created, skipped, overlaps, message: templateMessage(created, skipped) };
  }
}
