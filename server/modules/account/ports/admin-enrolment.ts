/** What making an admin did. */
export interface Enrolled {
  id: string;
  /** false when an existing account was promoted */
  created: boolean;
  /** articles without an author that now belong to the admin */
  articles: number;
}

/**
 * Makes the account with this email an admin with this password hash (creating it when there is
 * none) and gives it the articles without an author, all at once.
 */
export interface AdminEnrolment {
  enrol(email: string, passwordHash: string, now: Date): Promise<Enrolled>;
}
