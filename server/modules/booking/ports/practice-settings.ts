/** The consultant's own settings for how customers may book and change their bookings (one row). */
export interface PracticeSettings {
  /** hours before a session after which the customer may no longer cancel or move it */
  changeNoticeHours(): Promise<number>;
  setChangeNoticeHours(hours: number, at: Date): Promise<void>;
  /** minutes before a session after which it may no longer be booked or moved into */
  bookingNoticeMinutes(): Promise<number>;
  setBookingNoticeMinutes(minutes: number, at: Date): Promise<void>;
}
