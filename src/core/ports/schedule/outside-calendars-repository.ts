import type { OutsideCalendarsAnswer } from '../../contracts/api/outside-calendars-api';
import type { OutsideCalendarView } from '../../domain/outside-calendar';

/** The consultant's own calendars, what their events block and the bookings they collide with. */
export type OutsideCalendarsList = Omit<OutsideCalendarsAnswer, 'success'>;

/** The consultant's own calendars whose events keep them busy. Rejections carry the server's Persian message. */
export interface OutsideCalendarsRepository {
  list(): Promise<OutsideCalendarsList>;
  /** the calendar kept (never its address) and the server's confirmation */
  add(input: { address: string; label: string }): Promise<{ calendar: OutsideCalendarView; message: string }>;
  /** the server's confirmation */
  remove(id: string): Promise<string>;
}
