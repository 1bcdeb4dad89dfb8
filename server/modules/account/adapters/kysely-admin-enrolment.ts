import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { AdminEnrolment, Enrolled } from '../ports/admin-enrolment';
import { KyselyUserStore } from './kysely-user-store';

/** Makes the admin in one transaction: the account, its role and password, its articles. */
export class KyselyAdminEnrolment implements AdminEnrolment {
  constructor(private readonly db: AppDatabase) {}

  enrol(email: string, passwordHash: string, now: Date): Promise<Enrolled> {
    return this.db.transaction().execute((trx) => enrolIn(trx, email, passwordHash, now));
  }
}

/** The enrolment's writes, on a transaction the caller holds (the set-up page's runs in its own). */
export async function enrolIn(trx: AppDatabase, email: string, passwordHash: string, now: Date): Promise<Enrolled> {
  const users = new KyselyUserStore(trx);
  const existing = await users.findByEmail(email);
  const user = existing?.user ?? (await users.create(email, passwordHash, now));
  await trx.updateTable('users').set({ is_admin: true, password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
  const adopted = await trx
    .updateTable('posts')
    .set({ user_id: user.id })
    .where(sql<boolean>`user_id IS NULL`)
    .executeTakeFirst();
  return { id: user.id, created: !existing, articles: Number(adopted.numUpdatedRows) };
}
