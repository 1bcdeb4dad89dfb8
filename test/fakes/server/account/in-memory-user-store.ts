import { randomUUID } from 'node:crypto';
import type { ProfileFields } from '../../../../src/core/domain/user';
import type { AccountUser, UserStore, UserWithPassword } from '../../../../server/modules/account';
import { EmailTakenError } from '../../../../server/modules/account';

const FIELD_OF: Record<keyof ProfileFields, keyof AccountUser> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  bio: 'bio',
  mobile: 'mobile',
};

/** The accounts in memory, with the database's rules: emails unique whatever their case. */
export class InMemoryUserStore implements UserStore {
  readonly rows: Array<UserWithPassword & { updatedAt: Date }> = [];
  private readonly deletionListeners: Array<(id: string) => void> = [];

  async findByEmail(email: string): Promise<UserWithPassword | null> {
    const row = this.rowOfEmail(email);
    return row ? { user: { ...row.user }, passwordHash: row.passwordHash } : null;
  }

  async create(email: string, passwordHash: string, now: Date): Promise<AccountUser> {
    if (this.rowOfEmail(email)) throw new EmailTakenError();
    const user: AccountUser = {
      id: randomUUID(),
      email: email.trim(),
      first_name: '',
      last_name: '',
      bio: '',
      mobile: null,
      mobile_verified: false,
      is_admin: false,
    };
    this.rows.push({ user, passwordHash, updatedAt: now });
    return { ...user };
  }

  async updateProfile(id: string, changes: Partial<ProfileFields>, now: Date): Promise<AccountUser | null> {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    if (!row) return null;
    const holder = changes.email === undefined ? undefined : this.rowOfEmail(changes.email);
    if (holder && holder !== row) throw new EmailTakenError();
    for (const [field, value] of Object.entries(changes) as Array<[keyof ProfileFields, string]>) {
      const stored = field === 'mobile' && value === '' ? null : value;
      if (field === 'mobile' && stored !== row.user.mobile) row.user.mobile_verified = false;
      (row.user as unknown as Record<string, string | null>)[FIELD_OF[field]] = stored;
    }
    row.updatedAt = now;
    return { ...row.user };
  }

  async delete(id: string): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.user.id === id);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    for (const listener of this.deletionListeners) listener(id);
    return true;
  }

  async findByVerifiedMobile(mobile: string): Promise<AccountUser | null> {
    const row = this.rows.find((candidate) => candidate.user.mobile === mobile && candidate.user.mobile_verified);
    return row ? { ...row.user } : null;
  }

  async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    if (row) Object.assign(row, { passwordHash, updatedAt: now });
  }

  async markMobileVerified(id: string, mobile: string, now: Date): Promise<boolean> {
    for (const other of this.rows) if (other.user.id !== id && other.user.mobile === mobile) other.user.mobile_verified = false;
    const row = this.rows.find((candidate) => candidate.user.id === id && candidate.user.mobile === mobile);
    if (!row) return false;
    row.user.mobile_verified = true;
    row.updatedAt = now;
    return true;
  }

  /** the stored user with this id, as a session finds them */
  byId(id: string): AccountUser | null {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    return row ? { ...row.user } : null;
  }

  /** what the database's cascade does for the sessions of a deleted account */
  whenDeleted(listener: (id: string) => void): void {
    this.deletionListeners.push(listener);
  }

  /** an admin's role and password, as create-admin sets them */
  makeAdmin(id: string, passwordHash: string, now: Date): void {
    const row = this.rows.find((candidate) => candidate.user.id === id)!;
    row.user.is_admin = true;
    row.passwordHash = passwordHash;
    row.updatedAt = now;
  }

  private rowOfEmail(email: string) {
    const key = email.trim().toLowerCase();
    return this.rows.find((row) => row.user.email.toLowerCase() === key);
  }
}
