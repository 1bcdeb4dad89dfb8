import { TYPE_ACTION_MESSAGES } from '../../../../src/core/domain/reservation-type-admin';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import type { ScheduleContext } from './schedule-context';

/** Deletes a type with its slots; a type that was ever booked is refused and can only be deactivated. */
export class DeleteType {
  constructor(private readonly context: Pick<ScheduleContext, 'types'>) {}

  async execute(id: string): Promise<string> {
    const outcome = await this.context.types.deleteUnbooked(id);
    if (outcome === 'missing') throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    if (outcome === 'booked') throw new Refusal('conflict', TYPE_ACTION_MESSAGES.hasBookings);
    return TYPE_ACTION_MESSAGES.deleted;
  }
}
