import type { NoShowMarks } from '../../../../server/modules/schedule';
import type { ScheduleRows } from './schedule-rows';

/** The no-show mark on the shared reservation rows. */
export class InMemoryNoShowMarks implements NoShowMarks {
  constructor(private readonly rows: ScheduleRows) {}

  async find(id: string) {
    const row = this.rows.reservations.find((reservation) => reservation._id === id);
    return row ? { status: row.status, date: row.date, time: row.time } : null;
  }

  async set(id: string, at: Date | null): Promise<boolean> {
    const row = this.rows.reservations.find((reservation) => reservation._id === id && reservation.status === 'confirmed');
    if (row) row.noShowAt = at ? at.toISOString() : null;
    return !!row;
  }
}
