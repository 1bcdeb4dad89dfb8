export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  isProfileComplete: boolean;
  isAdmin: boolean;
}

export type ProfileFields = Pick<User, 'email' | 'firstName' | 'lastName' | 'bio'>;

/** A profile is complete when email, first name and last name are all filled in. */
export function isProfileComplete(profile: Pick<User, 'email' | 'firstName' | 'lastName'>): boolean {
  return [profile.email, profile.firstName, profile.lastName].every((field) => (field ?? '').trim() !== '');
}
