import { TYPE_ACTION_MESSAGES, type ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import type { ScheduleContext } from './schedule-context';
import { typeChanged, type TypeChanged } from './type-answer';

/**
 * Creates a reservation type (active, shown to customers at once) or, given an id, rewrites
 * an existing one's fields. The fields arrive already checked by the type's rule.
 */
export class SaveType {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'today' | 'types'>) {}

  async execute(input: ReservationTypeInput, id?: string): Promise<TypeChanged> {
    const { types, clock } = this.context;
    if (id === undefined) {
      const created = await types.create(input, clock.now());
      return typeChanged(this.context, created, TYPE_ACTION_MESSAGES.created);
    }
    if (!(await types.update(id, input, clock.now()))) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    return typeChanged(this.context, id, TYPE_ACTION_MESSAGES.updated);
  }
}
