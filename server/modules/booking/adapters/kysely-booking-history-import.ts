import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { BookingHistoryImport, PastBooking } from '../ports/booking-history-import';

const ROWS_PER_INSERT = 1_000;
const ROWS_PER_TRANSACTION = 5_000;

/** Past bookings in multi-row INSERTs: bookings, then their payments and ledger lines, then the paid ones' link to their payment. */
export class KyselyBookingHistoryImport implements BookingHistoryImport {
  constructor(private readonly db: AppDatabase) {}

  async importPast(bookings: readonly PastBooking[]): Promise<number> {
    for (let start = 0; start < bookings.length; start += ROWS_PER_TRANSACTION) {
      const part = bookings.slice(start, start + ROWS_PER_TRANSACTION);
      await this.db.transaction().execute(async (trx) => {
        for (let at = 0; at < part.length; at += ROWS_PER_INSERT) await writeRows(trx, part.slice(at, at + ROWS_PER_INSERT));
      });
    }
    return bookings.length;
  }
}

async function writeRows(db: AppDatabase, bookings: readonly PastBooking[]): Promise<void> {
  const rows = bookings.map((booking) => ({ booking, id: randomUUID(), paymentId: booking.paidAt ? randomUUID() : null }));
  await db
    .insertInto('reservations')
    .values(
      rows.map(({ booking, id }) => ({
        id,
        user_id: booking.userId,
        customer_name: booking.customerName,
        customer_email: booking.customerEmail,
        reservation_type_id: booking.reservationTypeId,
        date: booking.date,
        time: booking.time,
        status: booking.status,
        price: booking.price,
        cancel_reason: booking.cancelReason,
        no_show_at: booking.noShowAt,
        created_at: booking.heldAt,
        updated_at: booking.paidAt ?? booking.heldAt,
      })),
    )
    .execute();
  const paid = rows.filter((row) => row.paymentId !== null);
  if (paid.length > 0) {
    await db
      .insertInto('payments')
      .values(
        paid.map(({ booking, id, paymentId }) => ({
          id: paymentId!,
          reservation_id: id,
          gateway: 'zarinpal',
          authority: `history-${id}`,
          amount: booking.price,
          status: 'paid' as const,
          ref_id: String(100_000 + (Math.floor(booking.heldAt.getTime() / 1000) % 900_000)),
          card_pan: null,
          failure_reason: null,
          paid_at: booking.paidAt,
          created_at: booking.heldAt,
          updated_at: booking.paidAt!,
        })),
      )
      .execute();
    await db
      .updateTable('reservations')
      .set({ payment_id: sql<string>`payments.id` })
      .from('payments')
      .whereRef('payments.reservation_id', '=', 'reservations.id')
      .where(
        'reservations.id',
        'in',
        paid.map((row) => row.id),
      )
      .execute();
  }
  await db
    .insertInto('payment_events')
    .values(
      rows.map(({ booking, id }) => ({
        reservation_id: id,
        payment_id: null,
        kind: 'hold-made',
        from_status: null,
        to_status: 'pending',
        gateway_code: null,
        message: null,
        actor: 'customer' as const,
        actor_id: booking.userId,
        created_at: booking.heldAt,
      })),
    )
    .execute();
}
