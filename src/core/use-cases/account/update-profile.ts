import { ACCOUNT_MESSAGES, changedProfileFields, emailProblem } from '../../domain/account-rules';
import { mobileProblem } from '../../domain/mobile-number';
import type { ProfileFields, User } from '../../domain/user';
import type { SessionDispatch } from '../../stores/session-store';
import type { AccountRepository } from '../../ports/account/account-repository';
import { accountFailureText } from './account-failure';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

export interface UpdateProfileInput {
  user: User;
  form: ProfileFields;
}

/**
 * Sends only the fields that changed. No change is refused before any call
 * ('هیچ تغییر اعمال نشده است'); a failure shows the server's message, the generic text or the
 * network text (spec section 8).
 */
export class UpdateProfile {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ user, form }: UpdateProfileInput, dispatch: SessionDispatch): Promise<Outcome<User>> {
    const changes = changedProfileFields(user, form);
    if (Object.keys(changes).length === 0) return refused(ACCOUNT_MESSAGES.noChanges);
    const problem =
      (changes.email !== undefined ? emailProblem(changes.email) : null) ?? (changes.mobile ? mobileProblem(changes.mobile) : null);
    if (problem) return refused(problem);
    dispatch({ type: 'UPDATE_START' });
    try {
      const updated = await this.accounts.updateProfile(user._id, changes);
      dispatch({ type: 'UPDATE_SUCCESS', user: updated });
      return succeeded(updated);
    } catch (error) {
      const text = accountFailureText(error);
      dispatch({ type: 'UPDATE_FAILURE', error: text });
      return refused(text);
    }
  }
}
