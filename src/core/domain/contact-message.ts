import { emailProblem } from './account-rules';
import { normalizeMobile } from './mobile-number';
import { toPersianDigits } from './persian-digits';

/** What a visitor sends from /contact: a message, or a complaint (the site's complaints channel). */
export type ContactKind = 'message' | 'complaint';
export const CONTACT_KINDS: readonly ContactKind[] = ['message', 'complaint'];
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = { message: 'پیام', complaint: 'ثبت شکایت' };

export const CONTACT_PATH = '/contact';
export const CONTACT_NAME_MAX = 100;
export const CONTACT_TEXT_MIN = 10;
export const CONTACT_TEXT_MAX = 2000;
/** the hidden field people never see and some robots fill: a form that fills it is accepted and dropped */
export const CONTACT_TRAP_FIELD = 'website';
/** eight digits: shown to the sender, and the consultant finds the message by it */
export const TRACKING_NUMBER_PATTERN = /^[0-9]{8}$/;

export const CONTACT_MESSAGES = {
  nameRequired: 'نام خود را وارد کنید',
  nameTooLong: `نام نباید بیش از ${toPersianDigits(CONTACT_NAME_MAX)} کاراکتر باشد`,
  replyToRequired: 'شماره موبایل یا ایمیل خود را وارد کنید تا بتوانیم پاسخ دهیم',
  mobileInvalid: 'شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید',
  emailInvalid: 'ایمیل معتبر نیست',
  kindInvalid: 'نوع پیام را انتخاب کنید',
  textTooShort: `متن پیام باید حداقل ${toPersianDigits(CONTACT_TEXT_MIN)} کاراکتر باشد`,
  textTooLong: `متن پیام نباید بیش از ${toPersianDigits(CONTACT_TEXT_MAX)} کاراکتر باشد`,
  tooMany: (minutes: number) => `پیام‌های زیادی از این نشانی فرستاده شده است؛ لطفاً ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  notFound: 'پیامی با این مشخصات پیدا نشد',
  invalidTracking: 'شماره پیگیری باید هشت رقم باشد',
  invalidPage: 'شماره صفحه باید عددی صحیح و مثبت باشد',
  invalidFilter: 'فیلتر پیام‌ها معتبر نیست',
  answered: 'پیام پاسخ‌داده علامت خورد',
} as const;

/** The form as typed: every field a string, the kind one of the two. */
export interface ContactFormInput {
  name: string;
  mobile: string;
  email: string;
  kind: string;
  text: string;
}

/** A message that passed every rule: trimmed, the mobile in its stored form, at least one way to answer. */
export interface ContactMessageInput {
  name: string;
  mobile: string | null;
  email: string | null;
  kind: ContactKind;
  text: string;
}

export type ContactField = 'name' | 'replyTo' | 'kind' | 'text';

/** Each field's Persian problem, or the message as it will be kept when there is none. */
export function checkContactForm(
  form: ContactFormInput,
): { ok: true; value: ContactMessageInput } | { ok: false; problems: Partial<Record<ContactField, string>> } {
  const problems: Partial<Record<ContactField, string>> = {};
  const name = form.name.trim();
  if (name === '') problems.name = CONTACT_MESSAGES.nameRequired;
  else if ([...name].length > CONTACT_NAME_MAX) problems.name = CONTACT_MESSAGES.nameTooLong;
  const typedMobile = form.mobile.trim();
  const typedEmail = form.email.trim();
  const mobile = typedMobile === '' ? null : normalizeMobile(typedMobile);
  if (typedMobile === '' && typedEmail === '') problems.replyTo = CONTACT_MESSAGES.replyToRequired;
  else if (typedMobile !== '' && mobile === null) problems.replyTo = CONTACT_MESSAGES.mobileInvalid;
  else if (typedEmail !== '' && emailProblem(typedEmail) !== null) problems.replyTo = CONTACT_MESSAGES.emailInvalid;
  const kind = CONTACT_KINDS.find((known) => known === form.kind);
  if (!kind) problems.kind = CONTACT_MESSAGES.kindInvalid;
  const text = form.text.trim();
  const length = [...text].length;
  if (length < CONTACT_TEXT_MIN) problems.text = CONTACT_MESSAGES.textTooShort;
  else if (length > CONTACT_TEXT_MAX) problems.text = CONTACT_MESSAGES.textTooLong;
  if (Object.keys(problems).length > 0 || !kind) return { ok: false, problems };
  return { ok: true, value: { name, mobile, email: typedEmail === '' ? null : typedEmail.toLowerCase(), kind, text } };
}

/** What the sender reads once their message is kept. */
export function contactReceipt(kind: ContactKind, trackingNumber: string): string {
  const number = toPersianDigits(trackingNumber);
  return kind === 'complaint'
    ? `شکایت شما با شماره پیگیری ${number} ثبت شد. پاسخ را از راهی که گذاشتید دریافت می‌کنید.`
    : `پیام شما با شماره پیگیری ${number} رسید. پاسخ را از راهی که گذاشتید دریافت می‌کنید.`;
}

/** The key under which the server hands the page the answer to its form posted without the app. */
export const CONTACT_FORM_ANSWER_KEY = 'contact-form';

/** The server's answer to a posted form: the tracking number when kept, else the Persian error with what was typed. */
export type ContactFormAnswer =
  { sent: true; kind: ContactKind; trackingNumber: string } | { sent: false; error: string; form: ContactFormInput };

export function isContactFormAnswer(value: unknown): value is ContactFormAnswer {
  const answer = value as Record<string, unknown> | null;
  if (typeof answer !== 'object' || answer === null) return false;
  if (answer.sent === true) return typeof answer.trackingNumber === 'string' && CONTACT_KINDS.includes(answer.kind as ContactKind);
  return answer.sent === false && typeof answer.error === 'string' && typeof answer.form === 'object' && answer.form !== null;
}
