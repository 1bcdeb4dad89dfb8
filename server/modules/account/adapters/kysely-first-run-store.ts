import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { FirstAdmin, FirstRunStore, SetupStep } from '../ports/first-run-store';
import type { AccountUser } from '../ports/user-store';
import { enrolIn } from './kysely-admin-enrolment';
import { accountUserOf, ACCOUNT_USER_COLUMNS } from './kysely-user-store';

/** Set-up codes in `setup_codes` (migration 225); admins found through the partial index `users_admins`. */
export class KyselyFirstRunStore implements FirstRunStore {
  constructor(private readonly db: AppDatabase) {}

  adminExists(): Promise<boolean> {
    return adminIn(this.db);
  }

  async keep(codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .deleteFrom('setup_codes')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
      .execute();
    await this.db.insertInto('setup_codes').values({ code_hash: codeHash, expires_at: expiresAt, created_at: now }).execute();
  }

  oneAtATime<T>(step: (setup: SetupStep) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      // two set-ups with two live codes (several processes each printed one) must not both make an admin
      await sql`LOCK TABLE setup_codes IN EXCLUSIVE MODE`.execute(trx);
      return step({
        adminExists: () => adminIn(trx),
        findCode: async (codeHash) => {
          const row = await trx
            .selectFrom('setup_codes')
            .select(['expires_at', 'used_at'])
            .where('code_hash', '=', codeHash)
            .executeTakeFirst();
          return row ? { expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) } : null;
        },
        markUsed: async (codeHash, now) =>
          void (await trx.updateTable('setup_codes').set({ used_at: now }).where('code_hash', '=', codeHash).execute()),
        enrol: (admin, now) => enrolFirstAdmin(trx, admin, now),
      });
    });
  }
}

async function adminIn(db: AppDatabase): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('is_admin', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}

async function enrolFirstAdmin(db: AppDatabase, admin: FirstAdmin, now: Date): Promise<AccountUser> {
  const { id } = await enrolIn(db, admin.email, admin.passwordHash, now);
  const row = await db
    .updateTable('users')
    .set({ first_name: admin.firstName, last_name: admin.lastName, updated_at: now })
    .where('id', '=', id)
    .returning(ACCOUNT_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return accountUserOf(row);
}
