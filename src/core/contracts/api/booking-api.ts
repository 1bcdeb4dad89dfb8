import * as v from 'valibot';
import { parseCancelReason } from '../../domain/admin-booking';
import { BOOKING_NOTICE_MESSAGES, parseNoticeMinutes } from '../../domain/booking-notice';
import { isIsoDate, isSlotTime } from '../../domain/business-time';
import { CHANGE_NOTICE_MESSAGES, parseNoticeHours, type CustomerCancelOutcome } from '../../domain/customer-change';
import type { MyReservation } from '../../domain/my-reservation';
import type { AuthorityAnswer, MyHoldAnswer, PaymentHistoryAnswer, RefundsOwedAnswer, VerifyAnswer } from '../../domain/money-contract';
import type { Receipt } from '../../domain/receipt';
import type { Reservation } from '../../domain/reservation';
import { endpoint } from '../endpoint';
import { parsePhoneBooking, type KnownCustomer } from '../../domain/phone-booking';
import { parseBookingSearch } from '../../domain/booking-search';
import { byRule, fieldsOf } from './schedule-schemas';
import { INVALID_CHARACTERS, isStorableText } from '../text-rules';
import { buyerTaxIdProblem, normalizeBuyerTaxId } from '../../domain/tax/buyer-tax-id';
import { TAX_MESSAGES } from '../../domain/tax/tax-messages';
import { QUESTION_LIMITS } from '../../domain/booking-questions/booking-question';
import { ANSWER_MESSAGES } from '../../domain/booking-questions/question-messages';

/** What the booking calls answer when their input is malformed; a field without a message here gets the server's general one. */
export const BOOKING_REQUEST_MESSAGES = {
  invalidBody: 'نوع رزرو، تاریخ (YYYY-MM-DD) و زمان (HH:mm) را درست بفرستید',
  invalidQuery: 'تاریخ (YYYY-MM-DD) و شناسه نوع رزرو را درست بفرستید',
  invalidMove: 'تاریخ (YYYY-MM-DD) و زمان (HH:mm) تازه را درست بفرستید',
} as const;

// Zarinpal's authorities are 36 characters of letters and digits; ours are shorter. Anything else is forged.
const AUTHORITY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A bank authority as this site issues or receives it; a path part that fails it names no payment. */
export function isAuthority(value: unknown): value is string {
  return typeof value === 'string' && AUTHORITY_PATTERN.test(value);
}

/** A field of a fixed shape (which no control character fits); anything else answers `message`, or the general message without one. */
const shaped = (check: (value: string) => boolean, message?: string) => v.pipe(v.string(message), v.check(check, message));
const uuid = (message?: string) => v.pipe(v.string(message), v.uuid(message));
/** A JSON object, not an array: an array carries no named fields, and the server has always refused one. */
const fields = <E extends v.ObjectEntries>(entries: E, message?: string) =>
  v.pipe(
    v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), message),
    v.object(entries, message),
  );
/** Optional free text, trimmed ('' when absent or null); another type answers the general message. */
const optionalText = v.pipe(
  v.nullish(v.pipe(v.string(), v.check(isStorableText, INVALID_CHARACTERS)), ''),
  v.transform((text) => (text ?? '').trim()),
);

type Message = { success: true; message: string };

/**
 * A customer asking for an official invoice gives a national ID or economic code; empty or absent
 * asks for none. A wrong one answers the tax rules' own Persian message.
 */
const buyerTaxId = v.optional(
  v.pipe(
    v.string(TAX_MESSAGES.nationalIdWrong),
    v.maxLength(40, TAX_MESSAGES.nationalIdLength),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.trim() === '') return;
      const problem = buyerTaxIdProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
    v.transform((typed) => (typed.trim() === '' ? undefined : (normalizeBuyerTaxId(typed) ?? undefined))),
  ),
);

/**
 * The customer's answers to the type's questions, by question id: text as typed (the form posts
 * text), or true/false and a number as the app may send them. Which are required and what each
 * may be is the type's to say: the booking checks them against its questions.
 */
const answers = v.optional(
  v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(QUESTION_LIMITS.idMax)),
      v.nullable(
        v.union([
          v.pipe(v.string(), v.check(isStorableText, INVALID_CHARACTERS)),
          v.number(),
          v.boolean(),
          v.pipe(v.array(uuid(ANSWER_MESSAGES.answersInvalid)), v.maxLength(QUESTION_LIMITS.documentsMax)),
        ]),
      ),
      ANSWER_MESSAGES.answersInvalid,
    ),
    v.check((sent) => Object.keys(sent).length <= 4 * QUESTION_LIMITS.questionsMax, ANSWER_MESSAGES.answersInvalid),
  ),
);

/** The ids of the documents the customer uploaded for this booking before pressing pay (`POST /api/documents`), to attach to it. */
const documentIds = v.optional(
  v.pipe(
    v.array(uuid(ANSWER_MESSAGES.answersInvalid), ANSWER_MESSAGES.answersInvalid),
    v.maxLength(QUESTION_LIMITS.documentsMax, ANSWER_MESSAGES.answersInvalid),
  ),
);

/** The booking module's endpoints: the calendar, the customer's hold and payments, the consultant's money, the sandbox bank. */
export const bookingApi = {
  takenTimes: endpoint<{ reservations: Reservation[] }>()({
    method: 'GET',
    path: '/api/reservations/by-date',
    query: v.object(
      { date: shaped(isIsoDate, BOOKING_REQUEST_MESSAGES.invalidQuery), reservationTypeId: uuid(BOOKING_REQUEST_MESSAGES.invalidQuery) },
      BOOKING_REQUEST_MESSAGES.invalidQuery,
    ),
  }),
  book: endpoint<Message & { reservation: { _id: string } }>()({
    method: 'POST',
    path: '/api/reservations/book',
    body: fields(
      {
        reservationTypeId: uuid(BOOKING_REQUEST_MESSAGES.invalidBody),
        date: shaped(isIsoDate, BOOKING_REQUEST_MESSAGES.invalidBody),
        timeSlot: shaped(isSlotTime, BOOKING_REQUEST_MESSAGES.invalidBody),
        buyerTaxId,
        answers,
        documentIds,
      },
      BOOKING_REQUEST_MESSAGES.invalidBody,
    ),
  }),
  myHold: endpoint<MyHoldAnswer>()({ method: 'GET', path: '/api/reservations/my-hold' }),
  releaseHold: endpoint<Message>()({ method: 'POST', path: '/api/reservations/:id/release' }),
  myReservations: endpoint<{ success: true; reservations: MyReservation[] }>()({ method: 'GET', path: '/api/reservations/mine' }),
  /** the customer's own confirmed booking as an iCalendar file (text/calendar), to download as a link */
  calendarFile: endpoint<string>()({ method: 'GET', path: '/api/reservations/:id/calendar.ics' }),
  /** the same booking on Google Calendar's "add event" page: a 303 to it, for a plain link */
  googleCalendar: endpoint<never>()({ method: 'GET', path: '/api/reservations/:id/google-calendar' }),
  /** the customer's own paid booking's receipt; anyone else's answers 404, an unpaid one 409 with the reason */
  receipt: endpoint<{ success: true; receipt: Receipt }>()({ method: 'GET', path: '/api/reservations/:id/receipt' }),
  /** the customer cancels their own confirmed booking before the consultant's notice; `money` says what became of what they paid */
  cancelMine: endpoint<Message & { money: CustomerCancelOutcome }>()({ method: 'POST', path: '/api/reservations/:id/cancel-mine' }),
  /** the customer moves their own confirmed booking to another free time of its type */
  moveMine: endpoint<Message>()({
    method: 'POST',
    path: '/api/reservations/:id/move',
    body: fields(
      { date: shaped(isIsoDate, BOOKING_REQUEST_MESSAGES.invalidMove), timeSlot: shaped(isSlotTime, BOOKING_REQUEST_MESSAGES.invalidMove) },
      BOOKING_REQUEST_MESSAGES.invalidMove,
    ),
  }),
  /** how many hours before a session the customer may still cancel or move it */
  changeNotice: endpoint<{ success: true; hours: number }>()({ method: 'GET', path: '/api/reservations/change-notice' }),
  setChangeNotice: endpoint<Message & { hours: number }>()({
    method: 'PUT',
    path: '/api/reservations/change-notice',
    body: fields(
      {
        hours: v.pipe(
          v.unknown(),
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            const hours = parseNoticeHours(dataset.value);
            if (hours.ok) return hours.value;
            addIssue({ message: hours.message });
            return NEVER;
          }),
        ),
      },
      CHANGE_NOTICE_MESSAGES.invalidHours,
    ),
  }),
  /** how many minutes before a session it may still be booked (the consultant's minimum notice) */
  bookingNotice: endpoint<{ success: true; minutes: number }>()({ method: 'GET', path: '/api/reservations/booking-notice' }),
  setBookingNotice: endpoint<Message & { minutes: number }>()({
    method: 'PUT',
    path: '/api/reservations/booking-notice',
    body: fields(
      {
        minutes: v.pipe(
          v.unknown(),
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            const minutes = parseNoticeMinutes(dataset.value);
            if (minutes.ok) return minutes.value;
            addIssue({ message: minutes.message });
            return NEVER;
          }),
        ),
      },
      BOOKING_NOTICE_MESSAGES.invalidMinutes,
    ),
  }),

  /** any field but the reservation's id (an amount, say) is ignored: the price is the server's */
  initiatePayment: endpoint<{ success: true; paymentUrl: string }>()({
    method: 'POST',
    path: '/api/payments/initiate',
    body: fields({ reservationId: uuid() }),
  }),
  verifyPayment: endpoint<VerifyAnswer>()({
    method: 'POST',
    path: '/api/payments/verify',
    body: fields({ Authority: shaped(isAuthority), Status: v.picklist(['OK', 'NOK']), reservationId: uuid() }),
  }),
  reservationOfAuthority: endpoint<AuthorityAnswer>()({ method: 'GET', path: '/api/payments/by-authority/:authority' }),

  paymentHistory: endpoint<PaymentHistoryAnswer>()({ method: 'GET', path: '/api/reservations/:id/payments' }),
  refundsOwed: endpoint<RefundsOwedAnswer>()({ method: 'GET', path: '/api/payments/refunds-owed' }),
  reversePayment: endpoint<Message>()({ method: 'POST', path: '/api/payments/:id/reverse' }),
  /** the consultant books for a customer who phoned: confirmed at once, paid outside the site or free */
  /** accounts whose name, e-mail or mobile holds the search (folded as the bookings search folds), at most CUSTOMER_SEARCH_LIMIT */
  findCustomers: endpoint<{ success: true; customers: KnownCustomer[] }>()({
    method: 'GET',
    path: '/api/admin/customers',
    query: byRule((raw) => parseBookingSearch(fieldsOf(raw).search)),
  }),
  bookForCaller: endpoint<Message & { reservation: { _id: string } }>()({
    method: 'POST',
    path: '/api/admin/phone-bookings',
    body: byRule(parsePhoneBooking),
  }),
  markRefunded: endpoint<Message>()({
    method: 'POST',
    path: '/api/payments/:id/mark-refunded',
    body: fields({ note: optionalText }),
  }),
  /** a body that is not an object, or has no text reason, answers that the reason is required */
  cancelReservation: endpoint<Message & { refundOwed: boolean }>()({
    method: 'POST',
    path: '/api/reservations/:id/cancel',
    body: v.pipe(
      v.unknown(),
      v.transform((body) => (body !== null && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined)),
      v.check((reason) => typeof reason !== 'string' || isStorableText(reason), INVALID_CHARACTERS),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const reason = parseCancelReason(dataset.value);
        if (reason.ok) return { reason: reason.value };
        addIssue({ message: reason.message });
        return NEVER;
      }),
    ),
  }),

  /** the built-in bank's page (HTML), served only when the sandbox is the configured gateway */
  sandboxBankPage: endpoint<string>()({ method: 'GET', path: '/sandbox-bank/:authority' }),
  sandboxBankPay: endpoint<string>()({ method: 'POST', path: '/sandbox-bank/:authority/pay' }),
  sandboxBankCancel: endpoint<string>()({ method: 'POST', path: '/sandbox-bank/:authority/cancel' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
