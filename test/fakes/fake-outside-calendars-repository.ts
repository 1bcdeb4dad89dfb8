import type { BusyMark, OutsideCalendarView } from '../../src/core/domain/outside-calendar';
import type { OutsideCalendarsList, OutsideCalendarsRepository } from '../../src/core/ports/schedule/outside-calendars-repository';

/** The consultant's calendars in memory, as the server answers; `refusal` makes the next calls reject with the server's words. */
export class FakeOutsideCalendarsRepository implements OutsideCalendarsRepository {
  refusal: string | null = null;
  added: Array<{ address: string; label: string }> = [];
  removed: string[] = [];

  constructor(
    public calendars: OutsideCalendarView[] = [],
    public blocked: BusyMark[] = [],
    public collisions: BusyMark[] = [],
  ) {}

  async list(): Promise<OutsideCalendarsList> {
    this.refuseIfTold();
    return { calendars: [...this.calendars], blocked: [...this.blocked], collisions: [...this.collisions] };
  }

  async add(input: { address: string; label: string }): Promise<{ calendar: OutsideCalendarView; message: string }> {
    this.refuseIfTold();
    this.added.push(input);
    const calendar = sampleOutsideCalendar({
      id: `calendar-${this.added.length}`,
      label: input.label,
      host: new URL(input.address).hostname,
    });
    this.calendars.push(calendar);
    return { calendar, message: 'تقویم افزوده شد؛ تا چند دقیقهٔ دیگر خوانده می‌شود' };
  }

  async remove(id: string): Promise<string> {
    this.refuseIfTold();
    this.removed.push(id);
    this.calendars = this.calendars.filter((calendar) => calendar.id !== id);
    return 'تقویم برداشته شد';
  }

  private refuseIfTold(): void {
    if (this.refusal) throw new Error(this.refusal);
  }
}

export function sampleOutsideCalendar(values: Partial<OutsideCalendarView> = {}): OutsideCalendarView {
  return {
    id: 'calendar-1',
    label: 'تقویم کاری',
    host: 'calendar.google.com',
    addedAt: '2026-11-20T08:00:00.000Z',
    lastReadAt: null,
    failingSince: null,
    failure: null,
    busyCount: 0,
    ...values,
  };
}
