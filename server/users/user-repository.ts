import { sql } from 'kysely';
import type { ProfileFields } from '../../src/core/domain/user';
import type { AppDatabase } from '../db/database';
import type { UserRow } from '../db/schema';

/** Postgres' unique_violation, raised by the case-insensitive unique index on users' email. */
const UNIQUE_VIOLATION = '23505';

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

const COLUMN_OF: Record<keyof ProfileFields, 'email' | 'first_name' | 'last_name' | 'bio'> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  bio: 'bio',
};

export class UserRepository {
  constructor(private readonly db: AppDatabase) {}

  async findByEmail(email: string): Promise<UserRow | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row ?? null;
  }

  /** Throws EmailTakenError when the address is already registered, whatever its case. */
  async create(email: string, passwordHash: string, now: Date): Promise<UserRow> {
    try {
      return await this.db
        .insertInto('users')
        .values({ email: email.trim(), password_hash: passwordHash, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** Writes only the given fields; throws EmailTakenError when the new email belongs to someone else. */
  async updateProfile(id: string, changes: Partial<ProfileFields>, now: Date): Promise<UserRow | null> {
    const values: Record<string, string | Date> = { updated_at: now };
    for (const [field, value] of Object.entries(changes) as Array<[keyof ProfileFields, string]>) {
      values[COLUMN_OF[field]] = value;
    }
    try {
      const row = await this.db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** Removes the user; the database ends their sessions and unlinks their articles and bookings. */
  /**
   * Removes the account and its sign-in. Bookings that were paid keep who made them (the
   * consultant must keep those records); the name and e-mail on bookings never paid go with the account.
   */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('reservations').set({ customer_name: '', customer_email: '' })
        .where('user_id', '=', id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('payments').select('payments.id')
          .whereRef('payments.reservation_id', '=', 'reservations.id').where('payments.paid_at', 'is not', null))))
        .execute();
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }
}
