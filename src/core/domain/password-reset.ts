import { latinDigits } from './mobile-number';

/** The paths of the password-reset pages; a reset link opens the second with its token in `?token=`. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const RESET_TOKEN_FIELD = 'token';

export const ONE_TIME_CODE_LENGTH = 6;

export const PASSWORD_RESET_MESSAGES = {
  targetMissing: 'ایمیل یا شماره موبایل را وارد کنید',
  codeMalformed: 'کد ۶ رقمی را وارد کنید',
  tokenMissing: 'پیوند بازیابی ناقص است؛ پیوند را کامل از ایمیل باز کنید',
  fieldNotText: 'اطلاعات ارسال‌شده باید متن باشد',
} as const;

/** A typed code in Latin digits, without spaces (a person may type ۱۲۳ ۴۵۶); null when it is not six digits. */
export function normalizeCode(typed: string): string | null {
  const code = latinDigits(typed).replace(/\s/g, '');
  return new RegExp(`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The key under which the server hands a posted reset form's answer to the page it renders. */
export const RESET_FORM_ANSWER_KEY = 'reset-form';

/** What the reset pages show after their form was posted: what was said, and the mobile to ask the code for. */
export interface ResetFormAnswer {
  /** the request was taken (the same words whether or not an account exists), or the password was set */
  message?: string;
  /** the Persian reason the form was refused */
  error?: string;
  /** the code goes to this number: the reset page asks for it */
  mobile?: string;
  /** the new password is set: the page offers the way in */
  done?: boolean;
}

export function isResetFormAnswer(value: unknown): value is ResetFormAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
