import { sql } from 'kysely';
import type { ProfileFields } from '../../../../src/core/domain/user';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { UserRow } from '../../../db/schema';
import { EmailTakenError, type AccountUser, type UserStore, type UserWithPassword } from '../ports/user-store';

const COLUMN_OF: Record<keyof ProfileFields, 'email' | 'first_name' | 'last_name' | 'bio' | 'mobile'> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  bio: 'bio',
  mobile: 'mobile',
};

/** The columns an AccountUser is read from. */
export const ACCOUNT_USER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'bio', 'mobile', 'mobile_verified_at', 'is_admin'] as const;

export function accountUserOf(row: Pick<UserRow, (typeof ACCOUNT_USER_COLUMNS)[number]>): AccountUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    mobile: row.mobile,
    mobile_verified: row.mobile_verified_at !== null,
    is_admin: row.is_admin,
  };
}

/** The accounts in the users table; its case-insensitive unique index on email keeps addresses apart. */
export class KyselyUserStore implements UserStore {
  constructor(private readonly db: AppDatabase) {}

  async findByEmail(email: string): Promise<UserWithPassword | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row ? { user: accountUserOf(row), passwordHash: row.password_hash } : null;
  }

  async create(email: string, passwordHash: string, now: Date): Promise<AccountUser> {
    const row = await this.db
      .insertInto('users')
      .values({ email: email.trim(), password_hash: passwordHash, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(emailTaken);
    return accountUserOf(row);
  }

  async updateProfile(id: string, changes: Partial<ProfileFields>, now: Date): Promise<AccountUser | null> {
    const values: Record<string, unknown> = { updated_at: now };
    for (const [field, value] of Object.entries(changes) as Array<[keyof ProfileFields, string]>) {
      // a mobile taken away is no number at all, not an empty one
      values[COLUMN_OF[field]] = field === 'mobile' && value === '' ? null : value;
    }
    // a new number is not proven by the old one's code
    if (changes.mobile !== undefined)
      values.mobile_verified_at = sql`CASE WHEN mobile IS NOT DISTINCT FROM ${values.mobile} THEN mobile_verified_at END`;
    const row = await this.db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst().catch(emailTaken);
    return row ? accountUserOf(row) : null;
  }

  /** The database ends the user's sessions and unlinks their articles and bookings (ON DELETE). */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ customer_name: '', customer_email: '' })
        .where('user_id', '=', id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('payments')
                .select('payments.id')
                .whereRef('payments.reservation_id', '=', 'reservations.id')
                .where('payments.paid_at', 'is not', null),
            ),
          ),
        )
        .execute();
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  async findByVerifiedMobile(mobile: string): Promise<AccountUser | null> {
    const row = await this.db
      .selectFrom('users')
      .select(ACCOUNT_USER_COLUMNS)
      .where('mobile', '=', mobile)
      .where('mobile_verified_at', 'is not', null)
      .executeTakeFirst();
    return row ? accountUserOf(row) : null;
  }

  async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
  }

  async markMobileVerified(id: string, mobile: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ mobile_verified_at: null }).where('mobile', '=', mobile).where('id', '!=', id).execute();
      const marked = await trx
        .updateTable('users')
        .set({ mobile_verified_at: now })
        .where('id', '=', id)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) > 0;
    });
  }
}

function emailTaken(error: unknown): never {
  throw isUniqueViolation(error) ? new EmailTakenError() : error;
}
