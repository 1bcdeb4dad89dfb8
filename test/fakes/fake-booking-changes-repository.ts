import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../src/core/domain/booking-notice';
import { DEFAULT_CHANGE_NOTICE_HOURS, type CustomerCancelOutcome } from '../../src/core/domain/customer-change';
import type { BookingChangesRepository } from '../../src/core/ports/booking/booking-changes-repository';

/** The customer's changes in memory: remembers each call; `refusal` makes the next calls reject with the server's words. */
export class FakeBookingChangesRepository implements BookingChangesRepository {
  noticeHours = DEFAULT_CHANGE_NOTICE_HOURS;
  bookingNotice = DEFAULT_BOOKING_NOTICE_MINUTES;
  money: CustomerCancelOutcome = 'reversed';
  refusal: string | null = null;
  readonly cancelled: string[] = [];
  readonly moved: Array<{ reservationId: string; date: string; timeSlot: string }> = [];

  async cancelMine(reservationId: string): Promise<{ message: string; money: CustomerCancelOutcome }> {
    this.refuseIfTold();
    this.cancelled.push(reservationId);
    return { message: `لغو شد (${this.money})`, money: this.money };
  }

  async moveMine(reservationId: string, to: { date: string; timeSlot: string }): Promise<string> {
    this.refuseIfTold();
    this.moved.push({ reservationId, ...to });
    return `منتقل شد به ${to.date} ${to.timeSlot}`;
  }

  async changeNoticeHours(): Promise<number> {
    this.refuseIfTold();
    return this.noticeHours;
  }

  async setChangeNoticeHours(hours: number): Promise<string> {
    this.refuseIfTold();
    this.noticeHours = hours;
    return 'مهلت لغو و جابه‌جایی ذخیره شد';
  }

  async bookingNoticeMinutes(): Promise<number> {
    this.refuseIfTold();
    return this.bookingNotice;
  }

  async setBookingNoticeMinutes(minutes: number): Promise<string> {
    this.refuseIfTold();
    this.bookingNotice = minutes;
    return 'حداقل فاصله رزرو تا جلسه ذخیره شد';
  }

  private refuseIfTold(): void {
    if (this.refusal) throw new Error(this.refusal);
  }
}
