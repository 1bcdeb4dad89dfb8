import type { Clock } from '../../../ports/clock';
import type { PracticeSettings } from '../ports/practice-settings';

/** The consultant's notice for customers' cancellations and moves, in hours, and the minimum notice for booking, in minutes. */
export class NoticeSettings {
  constructor(
    private readonly settings: PracticeSettings,
    private readonly clock: Clock,
  ) {}

  changeNoticeHours(): Promise<number> {
    return this.settings.changeNoticeHours();
  }

  setChangeNoticeHours(hours: number): Promise<void> {
    return this.settings.setChangeNoticeHours(hours, this.clock.now());
  }

  bookingNoticeMinutes(): Promise<number> {
    return this.settings.bookingNoticeMinutes();
  }

  setBookingNoticeMinutes(minutes: number): Promise<void> {
    return this.settings.setBookingNoticeMinutes(minutes, this.clock.now());
  }
}
