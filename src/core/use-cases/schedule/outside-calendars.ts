import type { OutsideCalendarView } from '../../domain/outside-calendar';
import { attempt, type Outcome } from '../../domain/outcome';
import type { OutsideCalendarsList, OutsideCalendarsRepository } from '../../ports/schedule/outside-calendars-repository';

/** The consultant's calendars with how their readings go, the slots their events block and the bookings they collide with. */
export class LoadOutsideCalendars {
  constructor(private readonly calendars: OutsideCalendarsRepository) {}

  execute(): Promise<Outcome<OutsideCalendarsList>> {
    return attempt(() => this.calendars.list(), '');
  }
}

/** A calendar to keep the consultant busy by; the server reads it within minutes. */
export class AddOutsideCalendar {
  constructor(private readonly calendars: OutsideCalendarsRepository) {}

  async execute(input: { address: string; label: string }): Promise<Outcome<OutsideCalendarView>> {
    const outcome = await attempt(
      () => this.calendars.add({ address: input.address.trim(), label: input.label.trim() }),
      ({ message }) => message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.calendar, message: outcome.message } : outcome;
  }
}

/** A calendar taken away: the times it blocked are offered again. */
export class RemoveOutsideCalendar {
  constructor(private readonly calendars: OutsideCalendarsRepository) {}

  execute(id: string): Promise<Outcome<string>> {
    return attempt(
      () => this.calendars.remove(id),
      (message) => message,
    );
  }
}
