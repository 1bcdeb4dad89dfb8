import type { User } from '../../src/core/domain/user';
import { isProfileComplete } from '../../src/core/domain/user';
import type { UserRow } from '../db/schema';

/** The user as the API shows it; the password hash never leaves this module. */
export function toUserJson(row: UserRow): User {
  const profile = { email: row.email, firstName: row.first_name, lastName: row.last_name };
  return {
    _id: row.id,
    ...profile,
    bio: row.bio,
    isProfileComplete: isProfileComplete(profile),
    isAdmin: row.is_admin,
  };
}
