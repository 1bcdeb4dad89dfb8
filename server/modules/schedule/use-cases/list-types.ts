import type { AdminReservationType } from '../../../../src/core/domain/reservation-type-admin';
import type { ScheduleContext } from './schedule-context';

/** Every reservation type, active or not, in display order, with its bookings and upcoming slots counted. */
export class ListTypes {
  constructor(private readonly context: Pick<ScheduleContext, 'today' | 'types'>) {}

  execute(): Promise<AdminReservationType[]> {
    return this.context.types.listAll(this.context.today());
  }
}
