import type { ReservationType } from '../../../../src/core/domain/reservation-type';
import type { ScheduleContext } from './schedule-context';

/**
 * The active types customers choose from, each with its slots from a day on. The day is
 * today in Tehran (`currentDay`); the list changes only with it or with the admin's edits.
 */
export class ListOfferedTypes {
  constructor(private readonly context: ScheduleContext) {}

  currentDay(): string {
    return this.context.today();
  }

  execute(fromDay: string): Promise<ReservationType[]> {
    return this.context.offered.listActive(fromDay);
  }
}
