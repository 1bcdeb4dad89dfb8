import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../../db/database';

const NAME = 'auth-secret';

/**
 * The configured AUTH_SECRET, or (outside production, where none is required) one made once and
 * kept in the database, so that every process on it and every restart share it.
 */
export function serverSecret(db: AppDatabase, configured: string | null): () => Promise<string> {
  if (configured !== null) return async () => configured;
  return async () => {
    await db
      .insertInto('server_secrets')
      .values({ name: NAME, value: randomBytes(32).toString('hex') })
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('server_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
    return row.value;
  };
}
