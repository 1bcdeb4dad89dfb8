import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import type { DayRange } from '../../../../src/core/domain/day-range';
import type { AppDatabase } from '../../../db/database';
import type { ReservationTypeRow } from '../../../db/schema';
import type { OfferedTypeReads } from '../ports/offered-type-reads';
import { offeredSessionOf } from '../../../../src/core/domain/customer-session';
import { sessionPlaceOf } from '../../../db/session-place-columns';
import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';
import { offeredDates, offeredDays } from './kysely-offered-dates';

/** The types customers see, on Kysely: the cards with the practice's notice; their slots and days read by range (kysely-offered-dates). */
export class KyselyOfferedTypeReads implements OfferedTypeReads {
  constructor(private readonly db: AppDatabase) {}

  async listActive(): Promise<ReservationType[]> {
    const rows = await this.db
      .selectFrom('reservation_types')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('display_order')
      .orderBy('created_at')
      .execute();
    const practice = await this.practice();
    return rows.map((row) => toReservationType(row, practice));
  }

  async findActive(id: string): Promise<ReservationType | null> {
    const row = await this.db
      .selectFrom('reservation_types')
      .selectAll()
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row ? toReservationType(row, await this.practice()) : null;
  }

  availableDates(typeIds: string[], range: DayRange): Promise<Map<string, AvailableDate[]>> {
    return offeredDates(this.db, typeIds, range);
  }

  offeredDays(typeId: string, fromDay: string): Promise<string[]> {
    return offeredDays(this.db, typeId, fromDay);
  }

  /** What every type's card says of the practice: its minimum notice, and whether it sends e-invoices (migration 262 bumps the types' version when that changes). */
  private async practice(): Promise<Practice> {
    const [notice, tax] = await Promise.all([
      this.db.selectFrom('practice_settings').select('minimum_notice_minutes').where('id', '=', 1).executeTakeFirst(),
      this.db.selectFrom('tax_settings').select('sending_on').where('id', '=', 1).executeTakeFirst(),
    ]);
    return {
      bookingNoticeMinutes: notice?.minimum_notice_minutes ?? DEFAULT_BOOKING_NOTICE_MINUTES,
      officialInvoices: tax?.sending_on ?? false,
    };
  }
}

interface Practice {
  bookingNoticeMinutes: number;
  officialInvoices: boolean;
}

function toReservationType(row: ReservationTypeRow, { bookingNoticeMinutes, officialInvoices }: Practice): ReservationType {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    includedServices: row.included_services,
    session: offeredSessionOf(sessionPlaceOf(row)),
    durationMinutes: row.duration_minutes,
    bufferMinutes: row.buffer_minutes,
    popular: row.is_popular,
    bookingNoticeMinutes,
    // absent unless on: a practice that does not send e-invoices answers as it always did
    ...(officialInvoices ? { officialInvoices: true as const } : {}),
    ...(row.questions.length === 0 ? {} : { questions: row.questions }),
    availableDates: [],
  };
}
