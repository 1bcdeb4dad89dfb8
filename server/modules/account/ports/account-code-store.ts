/** What a one-time secret is for: a reset by e-mailed link, a reset by SMS code, proving a mobile. */
export type CodePurpose = 'reset-link' | 'reset-code' | 'verify-mobile';

export interface NewAccountCode {
  userId: string;
  purpose: CodePurpose;
  /** the e-mail or mobile it goes to */
  target: string;
  /** the secret's hash; the secret itself is never stored */
  secretHash: string;
  tries: number;
  expiresAt: Date;
}

/** A code that may still be used: not used, not expired, tries left. */
export interface LiveCode {
  id: string;
  userId: string;
  target: string;
  secretHash: string;
}

/** One-time secrets of the accounts, kept hashed. */
export interface AccountCodeStore {
  /** keeps the new code and, at once, kills the user's earlier codes of the same purpose */
  issue(code: NewAccountCode, now: Date): Promise<void>;
  /** the live code whose hash this is (links: their token's hash finds them) */
  liveByHash(purpose: CodePurpose, secretHash: string, now: Date): Promise<LiveCode | null>;
  /**
   * Takes one try of the user's live code (codes typed by hand) and answers it, or null when
   * there is none or its tries are spent: however many ask at once, a code is checked at most
   * as many times as it has tries.
   */
  takeTry(userId: string, purpose: CodePurpose, now: Date): Promise<LiveCode | null>;
  /** marks it used; false when it was used (or died) first */
  consume(id: string, now: Date): Promise<boolean>;
}
