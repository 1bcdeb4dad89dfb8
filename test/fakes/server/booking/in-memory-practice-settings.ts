import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';
import { DEFAULT_CHANGE_NOTICE_HOURS } from '../../../../src/core/domain/customer-change';
import type { PracticeSettings } from '../../../../server/modules/booking';

/** The consultant's settings in memory: 24 hours' notice for changes and 3 hours' for bookings unless a test sets others. */
export class InMemoryPracticeSettings implements PracticeSettings {
  noticeHours = DEFAULT_CHANGE_NOTICE_HOURS;
  bookingNotice = DEFAULT_BOOKING_NOTICE_MINUTES;

  async changeNoticeHours(): Promise<number> {
    return this.noticeHours;
  }

  async setChangeNoticeHours(hours: number): Promise<void> {
    this.noticeHours = hours;
  }

  async bookingNoticeMinutes(): Promise<number> {
    return this.bookingNotice;
  }

  async setBookingNoticeMinutes(minutes: number): Promise<void> {
    this.bookingNotice = minutes;
  }
}
