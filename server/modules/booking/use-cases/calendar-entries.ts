import type { CalendarBooking } from '../../../../src/core/domain/booking-calendar-event';
import { bookingCalendarFile } from '../../../../src/core/domain/booking-calendar-file';
import { googleCalendarLink } from '../../../../src/core/domain/google-calendar-link';
import type { Clock } from '../../../ports/clock';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { ReadCalendarBooking } from './read-calendar-booking';

type Asked = { userId: string; reservationId: string };

/**
 * A confirmed booking's calendar file, and Google Calendar's "add event" page filled in with it,
 * in the practice's name; which booking may have one is ReadCalendarBooking's rule.
 */
export class CalendarEntries {
  constructor(
    private readonly readCalendarBooking: ReadCalendarBooking,
    private readonly profiles: SiteProfileSource,
    private readonly clock: Clock,
    /** the site's host, which names the file's event */
    private readonly host: string,
  ) {}

  async file(asked: Asked): Promise<{ booking: CalendarBooking; file: string }> {
    const booking = await this.readCalendarBooking.execute(asked);
    const file = bookingCalendarFile(booking, { host: this.host, now: this.clock.now(), profile: await this.profiles.current() });
    return { booking, file };
  }

  async googleLink(asked: Asked): Promise<string> {
    const booking = await this.readCalendarBooking.execute(asked);
    return googleCalendarLink(booking, await this.profiles.current());
  }
}
