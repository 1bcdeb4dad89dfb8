import { SLOT_MESSAGES, type ScheduleSlot } from '../../domain/schedule-slot';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/**
 * Removes a slot. One that a reservation holds is refused here already when the list knows
 * it, and always by the server, which has the last word.
 */
export class RemoveSlot {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(input: { typeId: string; slot: Pick<ScheduleSlot, '_id' | 'occupancy'> }): Promise<Outcome<void>> {
    if (input.slot.occupancy !== 'free') return refused(SLOT_MESSAGES.taken);
    return attempt(() => this.schedule.removeSlot(input.typeId, input.slot._id), SLOT_MESSAGES.removed);
  }
}
