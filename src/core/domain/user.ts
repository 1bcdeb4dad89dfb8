import { isMobile } from './mobile-number';

export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  /** 09xxxxxxxxx, or '' when the customer has not given one */
  mobile: string;
  /** the mobile was proven with a code sent to it; absent in data from before it was asked */
  mobileVerified?: boolean;
  isProfileComplete: boolean;
  isAdmin: boolean;
}

export type ProfileFields = Pick<User, 'email' | 'firstName' | 'lastName' | 'bio' | 'mobile'>;

/** Complete enough to book: email, first name and last name filled in, and a mobile number the consultant can call. */
export function isProfileComplete(profile: Pick<User, 'email' | 'firstName' | 'lastName' | 'mobile'>): boolean {
  return [profile.email, profile.firstName, profile.lastName].every((field) => (field ?? '').trim() !== '') && isMobile(profile.mobile);
}
