import { emailProblem } from './account-rules';
import { isIsoDate, isSlotTime } from './business-time';
import { mobileProblem, normalizeMobile } from './mobile-number';
import type { Parsed } from './reservation-type-admin';

/** A customer who phoned: one the site knows, or a new one (name, mobile and e-mail: the e-mail is how they claim the account). */
export type PhoneCustomer = { userId: string } | { firstName: string; lastName: string; mobile: string; email: string };

/** A booking the consultant makes for a customer who phoned: confirmed at once, paid outside the site (tomans) or free. */
export interface PhoneBooking {
  customer: PhoneCustomer;
  reservationTypeId: string;
  date: string;
  time: string;
  /** the amount the customer paid outside the site; null when the session is free */
  paidOutside: number | null;
}

/** An account the consultant can book for, as the customer search shows it. */
export interface KnownCustomer {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
}

/** The most accounts one customer search answers: a person picks from a short list and types more to narrow it. */
export const CUSTOMER_SEARCH_LIMIT = 10;

export const PHONE_BOOKING_MESSAGES = {
  nameRequired: 'نام و نام خانوادگی مشتری را وارد کنید',
  customerRequired: 'مشتری را انتخاب کنید یا مشتری تازه را وارد کنید',
  customerNotFound: 'مشتری پیدا نشد',
  emailTaken: 'حسابی با این ایمیل هست؛ مشتری را از فهرست انتخاب کنید',
  typeRequired: 'نوع رزرو را انتخاب کنید',
  slotRequired: 'تاریخ و ساعت جلسه را انتخاب کنید',
  amountInvalid: 'مبلغ پرداخت‌شده بیرون از سایت باید عددی مثبت (تومان) باشد',
  booked: 'رزرو برای مشتری ثبت و قطعی شد',
} as const;

const M = PHONE_BOOKING_MESSAGES;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parseCustomer(raw: Record<string, unknown>): Parsed<PhoneCustomer> {
  if (typeof raw.userId === 'string' && raw.userId !== '') return { ok: true, value: { userId: raw.userId } };
  const [firstName, lastName, email] = [text(raw.firstName), text(raw.lastName), text(raw.email).toLowerCase()];
  if (firstName === '' && lastName === '' && text(raw.mobile) === '' && email === '') return { ok: false, message: M.customerRequired };
  if (firstName === '' || lastName === '') return { ok: false, message: M.nameRequired };
  const problem = mobileProblem(text(raw.mobile)) ?? emailProblem(email);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: { firstName, lastName, email, mobile: normalizeMobile(text(raw.mobile)) as string } };
}

/** The consultant's phone booking as typed, or the first Persian reason it cannot be made. */
export function parsePhoneBooking(raw: unknown): Parsed<PhoneBooking> {
  const fields = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const customer = parseCustomer(
    (fields.customer !== null && typeof fields.customer === 'object' ? fields.customer : {}) as Record<string, unknown>,
  );
  if (!customer.ok) return customer;
  if (typeof fields.reservationTypeId !== 'string' || fields.reservationTypeId === '') return { ok: false, message: M.typeRequired };
  if (!isIsoDate(fields.date) || !isSlotTime(fields.time)) return { ok: false, message: M.slotRequired };
  const paid = fields.paidOutside;
  if (paid !== null && paid !== undefined && !(Number.isSafeInteger(paid) && (paid as number) > 0))
    return { ok: false, message: M.amountInvalid };
  return {
    ok: true,
    value: {
      customer: customer.value,
      reservationTypeId: fields.reservationTypeId,
      date: fields.date,
      time: fields.time,
      paidOutside: (paid as number | undefined) ?? null,
    },
  };
}
