import { addDays, toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { tehranInstant } from '../../../../src/core/domain/tehran-time';
import type { NoticeBooking } from '../ports/notice-booking';
import type { ReminderLead } from '../texts/booking-texts';
import { reminderNotices } from './booking-notices';
import type { NoticeContext } from './notice-context';
import { QueueBookingNotices } from './queue-booking-notices';

const HOUR_MS = 60 * 60 * 1000;
/** How far before the session each reminder is owed. */
export const REMINDER_LEADS: Record<ReminderLead, number> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };
/** The most bookings one run looks at: two days of a consultant's sessions are far fewer. */
const SCAN_LIMIT = 500;

/**
 * The reminders job: for each confirmed booking starting within a day, the reminder whose time
 * has come is queued once (its dedupe key names the booking's time, so a moved booking is
 * reminded afresh). A reminder is not owed when the booking stood as it is for less than its
 * lead (booked or moved 5 hours before: no "tomorrow" message), and the 24-hour one gives way
 * to the 1-hour one once that is due. Reads only today's and tomorrow's dates, on their index.
 */
export class SendReminders {
  private readonly queue: QueueBookingNotices;

  constructor(private readonly context: Pick<NoticeContext, 'clock' | 'host' | 'queue' | 'reads' | 'site'>) {
    this.queue = new QueueBookingNotices(context);
  }

  async execute(): Promise<{ queued: number }> {
    const now = this.context.clock.now().getTime();
    const today = toBusinessWallClock(now).date;
    const bookings = await this.context.reads.confirmedOn(today, addDays(today, 1), SCAN_LIMIT);
    const profile = await this.context.site.current();
    let queued = 0;
    for (const booking of bookings) {
      const lead = dueReminder(booking, now);
      if (lead) queued += await this.queue.queueAll(reminderNotices(booking, lead, profile));
    }
    return { queued };
  }
}

/** The reminder owed for this booking now, if any. */
export function dueReminder(booking: NoticeBooking, now: number): ReminderLead | null {
  const start = tehranInstant({ date: booking.date, time: booking.time });
  if (now >= start) return null;
  const standing = booking.standingSince.getTime();
  for (const lead of ['1h', '24h'] as const) {
    const at = start - REMINDER_LEADS[lead];
    if (now >= at && standing <= at) return lead;
    if (now >= at) return null;
  }
  return null;
}
