import { NAME_MAX_LENGTH } from './account-rules';
import { toPersianDigits } from './persian-digits';

/** The set-up page: a server prints `{PUBLIC_URL}/setup?code=…` while no admin exists. */
export const SETUP_PATH = '/setup';
export const SETUP_CODE_FIELD = 'code';

/** Where the new admin lands: the site settings tab («تنظیمات سایت»). */
export const AFTER_SETUP_PATH = '/dashboard?tab=siteSettings';

export const SETUP_MESSAGES = {
  codeMissing: 'نشانی راه‌اندازی ناقص است؛ نشانی را کامل از گزارش سرور کپی کنید',
  firstNameRequired: 'نام را وارد کنید',
  lastNameRequired: 'نام خانوادگی را وارد کنید',
  nameTooLong: `نام و نام خانوادگی هر کدام نباید بیش از ${toPersianDigits(NAME_MAX_LENGTH)} کاراکتر باشد`,
  fieldsNotText: 'اطلاعات راه‌اندازی باید متن باشد',
} as const;

/** The key under which the server hands a posted set-up form's answer to the page it renders. */
export const SETUP_FORM_ANSWER_KEY = 'setup-form';

/** What the set-up page shows after a refused post: why, and what was typed (never the password). */
export interface SetupFormAnswer {
  error?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function isSetupFormAnswer(value: unknown): value is SetupFormAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
