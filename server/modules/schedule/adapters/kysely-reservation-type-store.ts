import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AdminReservationType, ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';
import type { AppDatabase } from '../../../db/database';
import type { ReservationTypeStore } from '../ports/reservation-type-store';
import { sessionPlaceOf } from '../../../db/session-place-columns';

/** The reservation types on Kysely, with the counts the admin list shows. */
export class KyselyReservationTypeStore implements ReservationTypeStore {
  constructor(private readonly db: AppDatabase) {}

  async listAll(today: string): Promise<AdminReservationType[]> {
    const rows = await this.db
      .selectFrom('reservation_types as t')
      .selectAll('t')
      .select((eb) => [
        eb
          .selectFrom('reservations as r')
          .whereRef('r.reservation_type_id', '=', 't.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('reservation_count'),
        eb
          .selectFrom('time_slots as s')
          .whereRef('s.reservation_type_id', '=', 't.id')
          .where('s.date', '>=', today)
          .select(sql<number>`count(*)::int`.as('n'))
          .as('upcoming_slot_count'),
      ])
      .orderBy('t.display_order')
      .orderBy('t.created_at')
      .execute();
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      price: row.price,
      includedServices: row.included_services,
      displayOrder: row.display_order,
      isActive: row.is_active,
      session: sessionPlaceOf(row),
      durationMinutes: row.duration_minutes,
      bufferMinutes: row.buffer_minutes,
      popular: row.is_popular,
      ...(row.tax_service_id === null ? {} : { taxServiceId: row.tax_service_id }),
      ...(row.questions.length === 0 ? {} : { questions: row.questions }),
      reservationCount: Number(row.reservation_count ?? 0),
      upcomingSlotCount: Number(row.upcoming_slot_count ?? 0),
    }));
  }

  async find(id: string, today: string): Promise<AdminReservationType | null> {
    return (await this.listAll(today)).find((type) => type._id === id) ?? null;
  }

  async exists(id: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('reservation_types').select('id').where('id', '=', id).executeTakeFirst());
  }

  async create(input: ReservationTypeInput, now: Date): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      if (input.popular) await unmarkPopular(trx, null, now);
      const row = await trx
        .insertInto('reservation_types')
        .values({ ...columns(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  async update(id: string, input: ReservationTypeInput, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (input.popular) await unmarkPopular(trx, id, now);
      const result = await trx
        .updateTable('reservation_types')
        .set({ ...columns(input), updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  async setActive(id: string, isActive: boolean, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('reservation_types')
      .set({ is_active: isActive, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The foreign key from reservations backs the check up if a booking lands in between: the delete then fails. */
  async deleteUnbooked(id: string): Promise<'deleted' | 'missing' | 'booked'> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const type = await trx.selectFrom('reservation_types').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!type) return 'missing' as const;
        const booked = await trx.selectFrom('reservations').select('id').where('reservation_type_id', '=', id).limit(1).executeTakeFirst();
        if (booked) return 'booked' as const;
        await trx.deleteFrom('reservation_types').where('id', '=', id).execute();
        return 'deleted' as const;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23503') return 'booked';
      throw error;
    }
  }
}

function columns(input: ReservationTypeInput) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    included_services: JSON.stringify(input.includedServices),
    questions: JSON.stringify(input.questions ?? []),
    display_order: input.displayOrder,
    session_mode: input.session.mode,
    meeting_link: input.session.meetingLink,
    office_address: input.session.officeAddress,
    duration_minutes: input.durationMinutes,
    buffer_minutes: input.bufferMinutes,
    is_popular: input.popular,
    tax_service_id: input.taxServiceId ?? null,
  };
}

/** At most one type is popular (a unique index keeps it so): marking one takes the mark from the others, in its transaction. */
async function unmarkPopular(trx: Transaction<Database>, keep: string | null, now: Date): Promise<void> {
  await trx
    .updateTable('reservation_types')
    .set({ is_popular: false, updated_at: now })
    .where('is_popular', '=', true)
    .$if(keep !== null, (update) => update.where('id', '!=', keep!))
    .execute();
}
