import {
  ACCOUNT_MESSAGES,
  BIO_MAX_LENGTH,
  emailProblem,
  NAME_MAX_LENGTH,
  passwordProblem,
} from '../../src/core/domain/account-rules';
import { PASSWORD_MAX_LENGTH } from '../../src/core/domain/limits';
import type { ProfileFields } from '../../src/core/domain/user';
import { badRequest } from '../http/api-error';

export const INPUT_MESSAGES = {
  notAnObject: 'اطلاعات ارسال‌شده باید یک شیء JSON باشد',
  credentialsNotText: 'ایمیل و رمز عبور باید متن باشند',
  fieldNotText: (label: string) => `${label} باید متن باشد`,
} as const;

const FIELD_LABELS: Record<keyof ProfileFields, string> = {
  email: 'ایمیل',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  bio: 'حوزه فعالیت حرفه‌ای',
};

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(INPUT_MESSAGES.notAnObject);
  return body as Record<string, unknown>;
}

export interface Credentials {
  email: string;
  password: string;
}

/** {email, password} from a sign-up or sign-in body; other fields are ignored. */
export function parseCredentials(body: unknown, options: { checkPasswordLength: boolean }): Credentials {
  const { email, password } = asObject(body);
  if (typeof email !== 'string' || typeof password !== 'string') throw badRequest(INPUT_MESSAGES.credentialsNotText);
  const emailError = emailProblem(email);
  if (emailError) throw badRequest(emailError);
  // Sign-in does not apply the minimum (accounts made under older rules must still get in),
  // but refuses what no account can have, so nobody makes the server hash a megabyte.
  const passwordError = options.checkPasswordLength ? passwordProblem(password) : signInPasswordProblem(password);
  if (passwordError) throw badRequest(passwordError);
  return { email: email.trim(), password };
}

function signInPasswordProblem(password: string): string | null {
  if (password === '') return ACCOUNT_MESSAGES.passwordRequired;
  return [...password].length > PASSWORD_MAX_LENGTH ? ACCOUNT_MESSAGES.passwordTooLong : null;
}

/**
 * The profile fields a PUT wants changed, trimmed and checked. Only email, firstName,
 * lastName and bio can change here; anything else (isAdmin, password, _id) is ignored.
 */
export function parseProfileChanges(body: unknown): Partial<ProfileFields> {
  const input = asObject(body);
  const changes: Partial<ProfileFields> = {};
  for (const field of Object.keys(FIELD_LABELS) as Array<keyof ProfileFields>) {
    if (!(field in input) || input[field] === undefined) continue;
    const value = input[field];
    if (typeof value !== 'string') throw badRequest(INPUT_MESSAGES.fieldNotText(FIELD_LABELS[field]));
    changes[field] = value.trim();
  }
  if (Object.keys(changes).length === 0) throw badRequest(ACCOUNT_MESSAGES.noChanges);
  if (changes.email !== undefined) {
    const problem = emailProblem(changes.email);
    if (problem) throw badRequest(problem);
  }
  if ((changes.firstName ?? '').length > NAME_MAX_LENGTH) throw badRequest(ACCOUNT_MESSAGES.firstNameTooLong);
  if ((changes.lastName ?? '').length > NAME_MAX_LENGTH) throw badRequest(ACCOUNT_MESSAGES.lastNameTooLong);
  if ((changes.bio ?? '').length > BIO_MAX_LENGTH) throw badRequest(ACCOUNT_MESSAGES.bioTooLong);
  return changes;
}
