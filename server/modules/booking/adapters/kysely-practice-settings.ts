import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';
import { DEFAULT_CHANGE_NOTICE_HOURS } from '../../../../src/core/domain/customer-change';
import type { AppDatabase } from '../../../db/database';
import type { PracticeSettings } from '../ports/practice-settings';

/** The consultant's settings in the one-row `practice_settings` table. */
export class KyselyPracticeSettings implements PracticeSettings {
  constructor(private readonly db: AppDatabase) {}

  async changeNoticeHours(): Promise<number> {
    const row = await this.db.selectFrom('practice_settings').select('customer_change_notice_hours').where('id', '=', 1).executeTakeFirst();
    return row?.customer_change_notice_hours ?? DEFAULT_CHANGE_NOTICE_HOURS;
  }

  async setChangeNoticeHours(hours: number, at: Date): Promise<void> {
    await this.db
      .insertInto('practice_settings')
      .values({ id: 1, customer_change_notice_hours: hours, updated_at: at })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ customer_change_notice_hours: hours, updated_at: at }))
      .execute();
  }

  async bookingNoticeMinutes(): Promise<number> {
    const row = await this.db.selectFrom('practice_settings').select('minimum_notice_minutes').where('id', '=', 1).executeTakeFirst();
    return row?.minimum_notice_minutes ?? DEFAULT_BOOKING_NOTICE_MINUTES;
  }

  async setBookingNoticeMinutes(minutes: number, at: Date): Promise<void> {
    await this.db
      .insertInto('practice_settings')
      .values({ id: 1, minimum_notice_minutes: minutes, updated_at: at })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ minimum_notice_minutes: minutes, updated_at: at }))
      .execute();
  }
}
