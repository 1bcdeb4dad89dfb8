import type { AdminReservationType } from '../../../../src/core/domain/reservation-type-admin';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import type { ScheduleContext } from './schedule-context';

/** A type as the admin sees it after changing it, with what they are told. */
export interface TypeChanged {
  type: AdminReservationType;
  message: string;
}

/** The type as it now stands, for the answer to an action on it; refused when it is gone. */
export async function typeChanged(context: Pick<ScheduleContext, 'today' | 'types'>, id: string, message: string): Promise<TypeChanged> {
  const type = await context.types.find(id, context.today());
  if (!type) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
  return { type, message };
}

/** Refuses a type that does not exist. */
export async function requireType(context: Pick<ScheduleContext, 'today' | 'types'>, id: string): Promise<void> {
  if (!(await context.types.exists(id))) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
}
