import { isIsoDate } from './business-time';

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired';
export const BOOKING_STATUSES: BookingStatus[] = ['confirmed', 'pending', 'cancelled', 'expired'];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'در انتظار پرداخت',
  confirmed: 'قطعی',
  cancelled: 'لغو شده',
  expired: 'منقضی',
};

/** One reservation as the admin's "all bookings" table shows it. */
export interface AdminBooking {
  _id: string;
  customerName: string;
  customerEmail: string;
  reservationTypeId: string;
  reservationTypeTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** tomans, as booked */
  price: number;
  status: BookingStatus;
  /** the bank's reference of the payment that paid it; null when unpaid or free */
  refId: string | null;
  cancelReason: string | null;
  createdAt: string;
}

/** The table's filters; absent fields do not filter. Dates are YYYY-MM-DD, both ends included. */
export interface BookingFilters {
  from?: string;
  to?: string;
  typeId?: string;
  status?: BookingStatus;
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
} as const;

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

/** Paid through the bank and not free: cancelling it means giving the money back. */
export function wasPaid(booking: Pick<AdminBooking, 'refId' | 'price'>): boolean {
  return booking.refId !== null && booking.price > 0;
}

/** Cancelled after it was paid: the consultant owes the customer a refund through the bank. */
export function owesRefund(booking: Pick<AdminBooking, 'status' | 'refId' | 'price'>): boolean {
  return booking.status === 'cancelled' && wasPaid(booking);
}

export const REFUND_TEXTS = {
  owed: 'پرداخت شده؛ مبلغ را به مشتری بازگردانید',
  beforeCancel: (amount: string) => `این رزرو پرداخت شده است؛ پس از لغو، ${amount} را از پنل درگاه پرداخت به مشتری بازگردانید.`,
} as const;

/**
 * The table's order: today's and upcoming confirmed sessions first, soonest first; then
 * everything else, latest date first.
 */
export function compareBookings(today: string) {
  const upcoming = (booking: Pick<AdminBooking, 'status' | 'date'>) => booking.status === 'confirmed' && booking.date >= today;
  return (a: Pick<AdminBooking, 'status' | 'date' | 'time'>, b: Pick<AdminBooking, 'status' | 'date' | 'time'>): number => {
    const [ua, ub] = [upcoming(a), upcoming(b)];
    if (ua !== ub) return ua ? -1 : 1;
    const key = (booking: Pick<AdminBooking, 'date' | 'time'>) => `${booking.date} ${booking.time}`;
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return ua ? order : -order;
  };
}
