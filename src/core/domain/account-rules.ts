import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { normalizeMobile } from './mobile-number';
import { toPersianDigits as toPersian } from './persian-digits';
import type { ProfileFields } from './user';

/** Limits of the account fields, enforced alike by the forms and the API. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1000;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'ایمیل را وارد کنید',
  emailInvalid: 'ایمیل معتبر نیست',
  passwordRequired: 'رمز عبور را وارد کنید',
  passwordTooShort: `رمز عبور باید حداقل ${toPersian(PASSWORD_MIN_LENGTH)} کاراکتر باشد`,
  passwordTooLong: `رمز عبور نباید بیش از ${toPersian(PASSWORD_MAX_LENGTH)} کاراکتر باشد`,
  firstNameTooLong: `نام نباید بیش از ${toPersian(NAME_MAX_LENGTH)} کاراکتر باشد`,
  lastNameTooLong: `نام خانوادگی نباید بیش از ${toPersian(NAME_MAX_LENGTH)} کاراکتر باشد`,
  bioTooLong: `حوزه فعالیت نباید بیش از ${toPersian(BIO_MAX_LENGTH)} کاراکتر باشد`,
  noChanges: 'هیچ تغییر اعمال نشده است',
} as const;

/** One @, no spaces, a dot in the domain: strict enough to catch typos, loose enough for real addresses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The Persian reason an email is refused, or null when it is acceptable. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return ACCOUNT_MESSAGES.emailRequired;
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return ACCOUNT_MESSAGES.emailInvalid;
  return null;
}

/** Length only, no composition rules (OWASP); counted in characters, not bytes. */
export function passwordProblem(password: string): string | null {
  if (password === '') return ACCOUNT_MESSAGES.passwordRequired;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

/** Emails are compared without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const GENERIC_FAILURE = 'خطایی رخ داده است';
export const NETWORK_FAILURE = 'خطای شبکه! لطفاً دوباره تلاش کنید.';

const PROFILE_KEYS = ['email', 'firstName', 'lastName', 'bio', 'mobile'] as const;

/**
 * The profile fields the form changed, trimmed; an untouched field is left out. A mobile number
 * is compared in its stored form, so ۰۹۱۲… shown for 0912… is no change.
 */
export function changedProfileFields(current: ProfileFields, form: ProfileFields): Partial<ProfileFields> {
  const changes: Partial<ProfileFields> = {};
  for (const key of PROFILE_KEYS) {
    const value = key === 'mobile' ? (normalizeMobile(form.mobile) ?? form.mobile.trim()) : form[key].trim();
    if (value !== (current[key] ?? '').trim()) changes[key] = value;
  }
  return changes;
}
