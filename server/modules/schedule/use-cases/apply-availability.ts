import {
  availabilityTemplateError,
  expandAvailability,
  type AvailabilityTemplate,
} from '../../../../src/core/domain/availability-template';
import type { TemplateResult } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import { RESERVATION_TYPE_NOT_FOUND, templateMessage } from '../schedule-messages';
import { publishSlots } from './publish-slots';
import { Refusal } from '../../refusal';
import { hasPassed, type ScheduleContext } from './schedule-context';

/**
 * One availability for several types: each weekday's hours over a date range, spaced by a fixed
 * step or by each type's session length and buffer. Days and times already offered, or passed,
 * are skipped and counted, so applying it twice adds nothing; overlaps between types are reported.
 */
export class ApplyAvailability {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots'>) {}

  async execute(template: AvailabilityTemplate): Promise<TemplateResult & { message: string }> {
    const error = availabilityTemplateError(template);
    if (error) throw new Refusal('invalid', error);
    const typeIds = [...new Set(template.typeIds)];
    const types = await this.context.slots.lengthsOf(typeIds);
    if (types.length !== typeIds.length) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    const now = this.context.clock.now();
    const byType = new Map<string, SlotAt[]>();
    let named = 0;
    for (const type of types) {
      const slots = expandAvailability(template, type);
      named += slots.length;
      byType.set(
        type.id,
        slots.filter((slot) => !hasPassed(slot, now)),
      );
    }
    const published = await publishSlots(this.context, byType, now);
    const skipped = named - published.created;
    return { created: published.created, skipped, overlaps: published.overlaps, message: templateMessage(published.created, skipped) };
  }
}
