import * as v from 'valibot';

/** What a database text column cannot hold, or no person means to send: NUL, other C0 controls but tab and newlines, and lone UTF-16 surrogates. */
// (control characters in the pattern on purpose: they are what it finds)
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_CHARACTERS = 'متن ارسال‌شده نویسه‌های نامعتبر دارد';

/** True when a text can be stored and shown as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A string schema that refuses unstorable characters with the Persian message; pipe further checks after it. */
export const storableText = (message: string) => v.pipe(v.string(message), v.check(isStorableText, INVALID_CHARACTERS));
