import { SLOT_MESSAGES } from '../../../../src/core/domain/schedule-slot';
import { Refusal } from '../../refusal';
import { holdStartedAfter, type ScheduleContext } from './schedule-context';
import { requireType } from './type-answer';

/**
 * Takes a slot off a type's offer. A slot whose date and time a confirmed booking or a live
 * hold takes (of any type: one calendar) stays until that booking is cancelled.
 */
export class RemoveSlot {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots' | 'today' | 'types'>) {}

  async execute(typeId: string, slotId: string): Promise<string> {
    await requireType(this.context, typeId);
    const outcome = await this.context.slots.removeUnlessTaken(typeId, slotId, holdStartedAfter(this.context.clock.now()));
    if (outcome === 'missing') throw new Refusal('not-found', SLOT_MESSAGES.notFound);
    if (outcome === 'taken') throw new Refusal('conflict', SLOT_MESSAGES.taken);
    return SLOT_MESSAGES.removed;
  }
}
