import { sql } from 'kysely';
import type { KnownCustomer, PhoneCustomer } from '../../../../src/core/domain/phone-booking';
import type { AppDatabase } from '../../../db/database';
import { takingATime } from './kysely-slot-writes';
import { accountMatches } from '../../../db/reservations-matching';
import { OUTSIDE_GATEWAY, type NewPhoneBooking, type PhoneBookingStore } from '../ports/phone-booking-store';
import { FREE_GATEWAY } from '../use-cases/booking-context';
import { lapseStaleHolds, writeLedger, type Db } from './kysely-booking-rows';

/** No password hash verifies against this: the account is claimed through the password reset. */
const NO_USABLE_PASSWORD = '!';

class EmailTaken extends Error {}

/** Phone bookings on Kysely: the reservation insert the one-calendar constraint guards, as every booking's. */
export class KyselyPhoneBookingStore implements PhoneBookingStore {
  constructor(private readonly db: AppDatabase) {}

  /** On the users' trigram index, as the bookings search reads accounts. */
  async findCustomers(folded: string, limit: number): Promise<KnownCustomer[]> {
    const rows = await this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.mobile'])
      .where(accountMatches(folded))
      .where('u.is_admin', '=', false)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      mobile: row.mobile ?? null,
    }));
  }

  async book(booking: NewPhoneBooking): Promise<{ reservationId: string } | 'customer-not-found' | 'email-taken'> {
    try {
      return await takingATime(this.db, booking.date, async (trx) => {
        const customer = await customerOf(trx, booking.customer, booking.now);
        if (!customer) return 'customer-not-found' as const;
        await lapseStaleHolds(trx, booking, booking.lapsedBefore, booking.now);
        const free = booking.paidOutside === null;
        const reservation = await trx
          .insertInto('reservations')
          .values({
            user_id: customer.id,
            customer_name: `${customer.first_name} ${customer.last_name}`.trim(),
            customer_email: customer.email,
            reservation_type_id: booking.reservationTypeId,
            date: booking.date,
            time: booking.time,
            status: 'confirmed',
            price: booking.price,
            cancel_reason: null,
            created_at: booking.now,
            updated_at: booking.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const payment = await trx
          .insertInto('payments')
          .values({
            reservation_id: reservation.id,
            gateway: free ? FREE_GATEWAY : OUTSIDE_GATEWAY,
            authority: `${free ? FREE_GATEWAY : OUTSIDE_GATEWAY}-${reservation.id}`,
            amount: booking.paidOutside ?? 0,
            status: 'paid',
            ref_id: null,
            card_pan: null,
            failure_reason: null,
            paid_at: booking.now,
            created_at: booking.now,
            updated_at: booking.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', reservation.id).execute();
        const event = {
          kind: 'booked-by-consultant' as const,
          actor: 'consultant' as const,
          actorId: booking.consultantId,
          message: free ? 'free' : `paid outside the site: ${booking.paidOutside}`,
        };
        await writeLedger(trx, reservation.id, payment.id, event, booking.now, null, 'confirmed');
        return { reservationId: reservation.id };
      });
    } catch (error) {
      if (error instanceof EmailTaken) return 'email-taken';
      throw error;
    }
  }
}

/** The chosen account, or the new one made for the customer who phoned. */
async function customerOf(db: Db, customer: PhoneCustomer, now: Date) {
  if ('userId' in customer) {
    return (
      (await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('id', '=', customer.userId)
        .executeTakeFirst()) ?? null
    );
  }
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', customer.email.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new EmailTaken();
  return db
    .insertInto('users')
    .values({
      email: customer.email,
      password_hash: NO_USABLE_PASSWORD,
      first_name: customer.firstName,
      last_name: customer.lastName,
      mobile: customer.mobile,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
}
