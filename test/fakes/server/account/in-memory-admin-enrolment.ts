import type { AdminEnrolment, Enrolled } from '../../../../server/modules/account';
import type { InMemoryUserStore } from './in-memory-user-store';

/** create-admin's enrolment on the in-memory accounts; `authorlessArticles` stands for the articles table. */
export class InMemoryAdminEnrolment implements AdminEnrolment {
  authorlessArticles = 0;

  constructor(private readonly users: InMemoryUserStore) {}

  async enrol(email: string, passwordHash: string, now: Date): Promise<Enrolled> {
    const existing = await this.users.findByEmail(email);
    const user = existing?.user ?? (await this.users.create(email, passwordHash, now));
    this.users.makeAdmin(user.id, passwordHash, now);
    const articles = this.authorlessArticles;
    this.authorlessArticles = 0;
    return { id: user.id, created: !existing, articles };
  }
}
