import { SLOT_MESSAGES, type ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import { Refusal } from './refusal';
import { hasPassed, holdStartedAfter, type ScheduleContext } from './schedule-context';
import { requireType } from './type-answer';

/** Offers one more date and time for a type; a time already passed, or already offered for it, is refused. */
export class AddSlot {
  constructor(private readonly context: ScheduleContext) {}

  async execute(typeId: string, at: SlotAt): Promise<{ slot: ScheduleSlot; message: string }> {
    const { slots, clock } = this.context;
    await requireType(this.context, typeId);
    const now = clock.now();
    if (hasPassed(at, now)) throw new Refusal('invalid', SLOT_MESSAGES.inPast);
    if ((await slots.insertMissing(typeId, [at], now)) === 0) throw new Refusal('conflict', SLOT_MESSAGES.duplicate);
    const [slot] = (await slots.list(typeId, at.date, at.date, holdStartedAfter(now))).filter((listed) => listed.time === at.time);
    return { slot, message: SLOT_MESSAGES.added };
  }
}
