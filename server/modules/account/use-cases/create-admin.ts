import type { Enrolled } from '../ports/admin-enrolment';
import type { AccountContext } from './account-context';

/**
 * The operator's command: the account with this email becomes an admin with this password
 * (created when there is none), and the articles without an author become theirs.
 */
export class CreateAdmin {
  constructor(private readonly context: Pick<AccountContext, 'admins' | 'clock' | 'passwordHasher'>) {}

  async execute(input: { email: string; password: string }): Promise<Enrolled> {
    const passwordHash = await this.context.passwordHasher.hash(input.password);
    return this.context.admins.enrol(input.email.trim(), passwordHash, this.context.clock.now());
  }
}
