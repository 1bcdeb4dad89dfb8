import { isIsoDate, toBusinessWallClock } from './business-time';
import { owesMoneyBack, type PaymentLifecycleStatus, type ReservationLifecycleStatus } from './money-status';
import type { BookingAnswer } from './booking-questions/booking-question';

export type BookingStatus = ReservationLifecycleStatus;
/** The statuses in the table's filter, in its order; their Persian labels are RESERVATION_LABELS. */
export const BOOKING_STATUSES: BookingStatus[] = ['confirmed', 'pending', 'cancelled', 'expired', 'released'];

/**
 * The most rows the table carries: it is bounded by what a person reads, and a longer list
 * asks for a narrower date range. The CSV has its own, larger bound.
 */
export const BOOKINGS_TABLE_LIMIT = 500;

/** One reservation as the admin's "all bookings" table shows it. */
export interface AdminBooking {
  _id: string;
  customerName: string;
  customerEmail: string;
  /** the account's mobile number (09xxxxxxxxx), for the consultant to call; null when none is known */
  customerMobile: string | null;
  reservationTypeId: string;
  reservationTypeTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** tomans, as booked */
  price: number;
  status: BookingStatus;
  /** the bank's reference of the payment that confirmed it, else of its latest payment; null when none has one */
  refId: string | null;
  cancelReason: string | null;
  createdAt: string;
  /** the status of its latest payment attempt; null when it never went to the bank */
  paymentStatus: PaymentLifecycleStatus | null;
  /** the bank's last code about that payment (100, -51, -62, ...) */
  gatewayCode: number | null;
  /** why that payment failed or owes money back, as the server recorded it (see paymentReasonText) */
  failureReason: string | null;
  /** when the bank took that payment's money (ISO instant) */
  paidAt: string | null;
  /** when the consultant marked the past session as missed by its customer (ISO instant); null when not marked */
  noShowAt: string | null;
  /** the customer's answers to the type's questions, each beside its question as it was asked; absent when none */
  answers?: BookingAnswer[];
}

/** The table's filters; absent fields do not filter. Dates are YYYY-MM-DD, both ends included. */
export interface BookingFilters {
  from?: string;
  to?: string;
  typeId?: string;
  status?: BookingStatus;
  /** folded (see foldBookingSearch): part of the customer's name, e-mail or mobile */
  search?: string;
}

export const BOOKING_MESSAGES = {
  invalidFrom: 'تاریخ شروع فیلتر معتبر نیست',
  invalidTo: 'تاریخ پایان فیلتر معتبر نیست',
  toBeforeFrom: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
  invalidStatus: 'وضعیت انتخاب‌شده معتبر نیست',
  invalidType: 'نوع رزرو انتخاب‌شده معتبر نیست',
  reasonRequired: 'دلیل لغو را بنویسید',
  reasonTooLong: 'دلیل لغو حداکثر ۵۰۰ کاراکتر است',
  notCancellable: 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد',
  notFound: 'رزرو پیدا نشد',
  cancelled: 'رزرو لغو شد و زمان آن دوباره آزاد است',
  noShowNotConfirmed: 'فقط رزرو قطعی را می‌توان «نیامد» علامت زد',
  noShowNotPast: 'فقط جلسه‌ای را که زمانش گذشته است می‌توان «نیامد» علامت زد',
  noShowMarked: 'جلسه با علامت «نیامد» ثبت شد',
  noShowCleared: 'علامت «نیامد» برداشته شد',
} as const;

/** The label a missed session wears in the table, the CSV and the agenda. */
export const NO_SHOW_LABEL = 'نیامد';

export const CANCEL_REASON_MAX_LENGTH = 500;

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as string[]).includes(value);
}

/** The first thing wrong with the filters' dates and status, in Persian; null when they are sound. */
export function bookingFiltersError(filters: { from?: unknown; to?: unknown; status?: unknown }): string | null {
  if (filters.from !== undefined && !isIsoDate(filters.from)) return BOOKING_MESSAGES.invalidFrom;
  if (filters.to !== undefined && !isIsoDate(filters.to)) return BOOKING_MESSAGES.invalidTo;
  if (filters.from !== undefined && filters.to !== undefined && (filters.to as string) < (filters.from as string)) {
    return BOOKING_MESSAGES.toBeforeFrom;
  }
  if (filters.status !== undefined && !isBookingStatus(filters.status)) return BOOKING_MESSAGES.invalidStatus;
  return null;
}

/** The reason trimmed, or the Persian message saying why it cannot be used. */
export function parseCancelReason(raw: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '') return { ok: false, message: BOOKING_MESSAGES.reasonRequired };
  if ([...reason].length > CANCEL_REASON_MAX_LENGTH) return { ok: false, message: BOOKING_MESSAGES.reasonTooLong };
  return { ok: true, value: reason };
}

export function isCancellable(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'pending';
}

/**
 * Why the session cannot be marked (or unmarked) as missed by its customer: only a confirmed
 * session whose start, on Tehran's clock, has come. Null when it can.
 */
export function noShowRefusal(booking: Pick<AdminBooking, 'status' | 'date' | 'time'>, now: Date | number): string | null {
  if (booking.status !== 'confirmed') return BOOKING_MESSAGES.noShowNotConfirmed;
  const wall = toBusinessWallClock(now);
  const started = booking.date < wall.date || (booking.date === wall.date && booking.time <= wall.time);
  return started ? null : BOOKING_MESSAGES.noShowNotPast;
}

/** Paid through the bank and not free: cancelling it means giving the money back. */
export function wasPaid(booking: Pick<AdminBooking, 'refId' | 'price'>): boolean {
  return booking.refId !== null && booking.price > 0;
}

/**
 * Its money has to go back to the customer: read from the payment's state, not the booking's, so
 * a cancelled booking whose payment the bank already reversed owes nothing.
 */
export function owesRefund(booking: Pick<AdminBooking, 'paymentStatus'>): boolean {
  return booking.paymentStatus !== null && owesMoneyBack(booking.paymentStatus);
}

export const REFUND_TEXTS = {
  owed: 'پرداخت شده؛ مبلغ را به مشتری بازگردانید',
  toList: 'فهرست بازگشت وجه',
  beforeCancel: (amount: string) =>
    `این رزرو پرداخت شده است؛ پس از لغو، ${amount} از طریق بانک به کارت مشتری بازگردانده می‌شود و اگر بانک نپذیرد، در فهرست بازگشت وجه می‌ماند.`,
} as const;
