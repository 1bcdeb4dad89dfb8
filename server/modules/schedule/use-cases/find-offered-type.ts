import type { ReservationType } from '../../../../src/core/domain/reservation-type';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from './refusal';
import type { ScheduleContext } from './schedule-context';

/** One active type with its slots from today on; a hidden or unknown type is not found. */
export class FindOfferedType {
  constructor(private readonly context: ScheduleContext) {}

  async execute(id: string): Promise<ReservationType> {
    const type = await this.context.offered.findActive(id, this.context.today());
    if (!type) throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    return type;
  }
}
