import type { AppDatabase } from '../../../server/db/database';
import { hashSessionToken, newSessionToken, SESSION_COOKIE, SESSION_TTL_MS } from '../../../server/modules/account';

/** The mobile number a signed-in test customer has unless told otherwise: their profile is complete enough to book. */
export const TEST_MOBILE = '09121234567';

export interface SignedInUser {
  id: string;
  email: string;
  /** the Cookie header value that carries the session */
  cookie: string;
}

/**
 * Puts a user and a live session straight into the database, for tests of routes other than
 * the account routes themselves.
 */
export async function signInDirectly(
  db: AppDatabase,
  options: { email?: string; isAdmin?: boolean; firstName?: string; lastName?: string; mobile?: string | null; now?: Date } = {},
): Promise<SignedInUser> {
  const email = options.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: 'not-a-real-hash',
      first_name: options.firstName ?? 'سارا',
      last_name: options.lastName ?? 'احمدی',
      mobile: options.mobile === undefined ? TEST_MOBILE : options.mobile,
      is_admin: options.isAdmin ?? false,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newSessionToken();
  const now = options.now ?? new Date();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashSessionToken(token), user_id: user.id, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}
