import type { AccountContext } from './account-context';

/** A signed-in user deletes their account, which ends every session of it and erases their documents first. */
export class DeleteAccount {
  constructor(private readonly context: Pick<AccountContext, 'users' | 'files'>) {}

  async execute(input: { userId: string }): Promise<void> {
    await this.context.files?.eraseOf(input.userId);
    await this.context.users.delete(input.userId);
  }
}
