import type { AccountContext } from './account-context';

/** A signed-in user deletes their account, which ends every session of it. */
export class DeleteAccount {
  constructor(private readonly context: Pick<AccountContext, 'users'>) {}

  async execute(input: { userId: string }): Promise<void> {
    await this.context.users.delete(input.userId);
  }
}
