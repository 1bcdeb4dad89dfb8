import type { AppDatabase } from '../../../db/database';
import type { NoShowMarks } from '../ports/no-show-marks';

/** The no-show mark on the reservations table (migration 181). */
export class KyselyNoShowMarks implements NoShowMarks {
  constructor(private readonly db: AppDatabase) {}

  async find(id: string) {
    const row = await this.db.selectFrom('reservations').select(['status', 'date', 'time']).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** Only while the reservation is confirmed: a cancellation racing the mark wins, and the mark is refused. */
  async set(id: string, at: Date | null): Promise<boolean> {
    const result = await this.db
      .updateTable('reservations')
      .set({ no_show_at: at, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
