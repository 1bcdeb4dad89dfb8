import { isProfileComplete, type User } from '../../../../src/core/domain/user';
import type { AccountUser } from '../ports/user-store';

/** The user as the API and the first page show them. */
export function toUserJson(user: AccountUser): User {
  const profile = { email: user.email, firstName: user.first_name, lastName: user.last_name, mobile: user.mobile ?? '' };
  return {
    _id: user.id,
    ...profile,
    bio: user.bio,
    isProfileComplete: isProfileComplete(profile),
    isAdmin: user.is_admin,
  };
}
