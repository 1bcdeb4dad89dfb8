import type { SessionDispatch } from '../../stores/session-store';
import type { AccountRepository } from '../../ports/account/account-repository';
import { accountFailureText } from './account-failure';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** Deletes the signed-in user's account; success signs them out of the client state, a failure keeps the message as the profile's error. */
export class DeleteAccount {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(userId: string, dispatch: SessionDispatch): Promise<Outcome<void>> {
    dispatch({ type: 'DELETE_USER_START' });
    try {
      await this.accounts.deleteAccount(userId);
      dispatch({ type: 'DELETE_USER_SUCCESS' });
      return succeeded(undefined);
    } catch (error) {
      const text = accountFailureText(error);
      dispatch({ type: 'DELETE_USER_FAILURE', error: text });
      return refused(text);
    }
  }
}
