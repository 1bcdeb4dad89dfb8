import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { CodePurpose, LiveCode } from '../ports/account-code-store';
import type { AccountContext } from './account-context';
import { Refusal } from '../../refusal';

/**
 * Checks a code a person typed against the user's live code sent to `target`, spending one of
 * its tries first, and uses it up when it matches. Wrong, expired, spent, used or sent to
 * another number: one refusal, the same words.
 */
export async function useTypedCode(
  context: Pick<AccountContext, 'clock' | 'codes' | 'passwordHasher'>,
  userId: string,
  purpose: CodePurpose,
  target: string,
  typed: string,
): Promise<LiveCode> {
  const now = context.clock.now();
  const code = await context.codes.takeTry(userId, purpose, now);
  const matches = code !== null && code.target === target && (await context.passwordHasher.verify(code.secretHash, typed));
  if (!code || !matches || !(await context.codes.consume(code.id, now))) throw new Refusal('bad-code', M.badCode);
  return code;
}
