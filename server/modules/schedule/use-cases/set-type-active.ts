import { TYPE_ACTION_MESSAGES } from '../../../../src/core/domain/reservation-type-admin';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import type { ScheduleContext } from './schedule-context';
import { typeChanged, type TypeChanged } from './type-answer';

/** Shows a type to customers again, or hides it from them while its bookings and slots stay. */
export class SetTypeActive {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'today' | 'types'>) {}

  async execute(id: string, isActive: boolean): Promise<TypeChanged> {
    if (!(await this.context.types.setActive(id, isActive, this.context.clock.now()))) {
      throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    }
    return typeChanged(this.context, id, isActive ? TYPE_ACTION_MESSAGES.activated : TYPE_ACTION_MESSAGES.deactivated);
  }
}
