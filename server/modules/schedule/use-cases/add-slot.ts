import { SLOT_MESSAGES, type ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotOverlaps } from '../../../../src/core/domain/slot-overlap';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import { publishSlots } from './publish-slots';
import { Refusal } from '../../refusal';
import { hasPassed, holdStartedAfter, type ScheduleContext } from './schedule-context';
import { requireType } from './type-answer';

/**
 * Offers one more date and time for a type; a time already passed, or already offered for it,
 * is refused. Slots of any type it overlaps are reported, not refused.
 */
export class AddSlot {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots' | 'today' | 'types'>) {}

  async execute(typeId: string, at: SlotAt): Promise<{ slot: ScheduleSlot & { overlaps: SlotOverlaps }; message: string }> {
    const { slots, clock } = this.context;
    await requireType(this.context, typeId);
    const now = clock.now();
    if (hasPassed(at, now)) throw new Refusal('invalid', SLOT_MESSAGES.inPast);
    const { created, overlaps } = await publishSlots(this.context, new Map([[typeId, [at]]]), now);
    if (created === 0) throw new Refusal('conflict', SLOT_MESSAGES.duplicate);
    const [slot] = (await slots.list(typeId, at.date, at.date, holdStartedAfter(now))).filter((listed) => listed.time === at.time);
    return { slot: { ...slot, overlaps }, message: SLOT_MESSAGES.added };
  }
}
