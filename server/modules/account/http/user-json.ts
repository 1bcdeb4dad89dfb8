import { isProfileComplete, type User } from '../../../../src/core/domain/user';
import type { AccountUser } from '../ports/user-store';

/** The user as the API and the first page show them (a user read without `mobile_verified` has no proven mobile). */
export function toUserJson(user: Omit<AccountUser, 'mobile_verified'> & Partial<Pick<AccountUser, 'mobile_verified'>>): User {
  const profile = { email: user.email, firstName: user.first_name, lastName: user.last_name, mobile: user.mobile ?? '' };
  return {
    _id: user.id,
    ...profile,
    bio: user.bio,
    mobileVerified: user.mobile !== null && user.mobile_verified === true,
    isProfileComplete: isProfileComplete(profile),
    isAdmin: user.is_admin,
  };
}
