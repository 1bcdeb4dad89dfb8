import { OUTSIDE_CALENDAR_MESSAGES as M } from '../../../../src/core/domain/outside-calendar';
import type { OutsideCalendarStore } from '../ports/outside-calendars-ports';
import { Refusal } from '../../refusal';

/** A calendar taken away with its busy times: what it blocked is offered again at once. */
export class RemoveCalendar {
  constructor(private readonly calendars: Pick<OutsideCalendarStore, 'remove'>) {}

  async execute(id: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id) || !(await this.calendars.remove(id))) throw new Refusal('not-found', M.notFound);
  }
}
