import type { AccountUser, FirstAdmin, FirstRunStore, SetupCodeRecord, SetupStep } from '../../../../server/modules/account';
import type { InMemoryUserStore } from './in-memory-user-store';

/** The set-up codes in memory beside the in-memory accounts; set-ups run one after another, and a thrown step leaves the codes as they were. */
export class InMemoryFirstRunStore implements FirstRunStore {
  readonly codes = new Map<string, SetupCodeRecord>();
  /** how often "is there an admin?" was asked of the store */
  adminQuestions = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly users: InMemoryUserStore) {}

  async adminExists(): Promise<boolean> {
    this.adminQuestions += 1;
    return this.hasAdmin();
  }

  async keep(codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    for (const [hash, code] of this.codes) if (code.usedAt !== null || code.expiresAt <= now) this.codes.delete(hash);
    this.codes.set(codeHash, { expiresAt, usedAt: null });
  }

  oneAtATime<T>(step: (setup: SetupStep) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const before = new Map([...this.codes].map(([hash, code]) => [hash, { ...code }]));
      try {
        return await step({
          adminExists: async () => this.hasAdmin(),
          findCode: async (hash) => (this.codes.has(hash) ? { ...this.codes.get(hash)! } : null),
          markUsed: async (hash, now) => void this.codes.set(hash, { ...this.codes.get(hash)!, usedAt: now }),
          enrol: (admin, now) => this.enrol(admin, now),
        });
      } catch (error) {
        this.codes.clear();
        for (const [hash, code] of before) this.codes.set(hash, code);
        throw error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private hasAdmin(): boolean {
    return this.users.rows.some((row) => row.user.is_admin);
  }

  private async enrol(admin: FirstAdmin, now: Date): Promise<AccountUser> {
    const existing = await this.users.findByEmail(admin.email);
    const user = existing?.user ?? (await this.users.create(admin.email, admin.passwordHash, now));
    this.users.makeAdmin(user.id, admin.passwordHash, now);
    return (await this.users.updateProfile(user.id, { firstName: admin.firstName, lastName: admin.lastName }, now))!;
  }
}
