import { SHARED_MESSAGES } from '../../../src/core/contracts/shared-messages';
import { formatJalaliLong } from '../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';

/** What a booking is, in the words of every message about it: «مشاوره مالیاتی، شنبه ۱ آذر ۱۴۰۵ ساعت ۱۰:۰۰». */
export function describeBooking(title: string, date: string, time: string): string {
  return `${title}، ${formatJalaliLong(date)} ساعت ${toPersianDigits(time)}`;
}

/** The Persian answers of the booking and payment calls. */
export const BOOKING_MESSAGES = {
  booked: 'رزرو شما ثبت شد؛ برای قطعی شدن آن پرداخت را انجام دهید',
  slotTaken: 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید',
  documentsUnavailable: 'پیوست پرونده در این رزرو ممکن نیست؛ پرونده‌ها را بردارید و دوباره تلاش کنید',
  typeNotFound: SHARED_MESSAGES.reservationTypeNotFound,
  slotNotOffered: 'این نوع رزرو در این تاریخ و زمان ارائه نمی‌شود',
  slotPassed: 'زمان انتخاب‌شده گذشته است',
  profileIncomplete: 'اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است',
  holdElsewhere: (booking: string) => `شما یک رزرو در انتظار پرداخت دارید (${booking})؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید`,
  tooManyHoldsFromAddress: 'از این نشانی اینترنتی چند رزرو در انتظار پرداخت ثبت شده است؛ چند دقیقه دیگر دوباره تلاش کنید',
  released: 'رزرو لغو شد و این زمان برای دیگران آزاد است',
  notReleasable: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد',
  reservationNotFound: 'رزرو پیدا نشد',
  holdExpired: 'مهلت پرداخت این رزرو به پایان رسیده است؛ دوباره زمان را انتخاب کنید',
  notPending: 'این رزرو در انتظار پرداخت نیست',
  alreadyPaid: 'این رزرو قبلاً پرداخت شده است',
  gatewayUnavailable: 'ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید',
  paymentNotFound: 'پرداختی با این مشخصات برای این رزرو پیدا نشد',
  notPaid: 'پرداخت انجام نشد یا لغو شد؛ اگر مبلغی از حساب شما کم شده باشد، بانک آن را بازمی‌گرداند',
  checking: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است؛ نتیجه به‌زودی در «رزروهای من» نمایش داده می‌شود',
  slotLost: 'زمان این رزرو پیش از تأیید پرداخت به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود',
  paidTwice: 'این رزرو پیش‌تر پرداخت شده است؛ مبلغ این پرداخت دوم به حساب شما بازگردانده می‌شود',
  cancelledByConsultant: 'این رزرو توسط مشاور لغو شد؛ مبلغ پرداختی به حساب شما بازگردانده می‌شود',
  verified: 'پرداخت با موفقیت انجام شد',
  bookingConfirmedFree: 'رزرو رایگان شما ثبت شد',
  calendarOnlyConfirmed: 'فایل تقویم فقط برای رزرو قطعی‌شده ساخته می‌شود',
  noReceipt: 'برای این رزرو پرداختی انجام نشده است؛ رسید فقط برای رزرو پرداخت‌شده صادر می‌شود',
} as const;

/** The consultant's answers about payments and refunds. */
export const REFUND_MESSAGES = {
  paymentNotFound: 'پرداخت پیدا نشد',
  nothingOwed: 'برای این پرداخت مبلغی بدهکار نیستید',
  reversed: 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد',
  reverseRefused: (code: number | null, message: string) =>
    `بانک بازگشت وجه را نپذیرفت${code === null ? '' : ` (کد ${toPersianDigits(String(code))})`}: ${message}`,
  markedRefunded: 'بازپرداخت ثبت شد',
  cancelled: 'رزرو لغو شد و زمان آن دوباره آزاد است',
  cancelledPaid: 'رزرو لغو شد؛ مبلغ پرداختی به فهرست بازگشت وجه افزوده شد',
  notCancellable: 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد',
  notFound: 'رزرو پیدا نشد',
} as const;

/** The customer's answers when they cancel or move their own booking. */
export const CUSTOMER_CHANGE_MESSAGES = {
  notChangeable: 'فقط رزرو قطعی‌شده را می‌توان لغو یا جابه‌جا کرد',
  cancelled: {
    'nothing-paid': 'رزرو شما لغو شد و زمان آن آزاد است',
    reversed: 'رزرو شما لغو شد و بانک مبلغ پرداختی را به کارت شما بازگرداند',
    'refund-owed': 'رزرو شما لغو شد؛ مهلت بازگشت خودکار وجه در بانک گذشته است و مشاور مبلغ پرداختی را به شما بازمی‌گرداند',
  },
  moved: (booking: string) => `رزرو شما به ${booking} منتقل شد`,
  sameTime: 'رزرو شما همین حالا در این زمان است؛ زمان دیگری را انتخاب کنید',
  noticeSaved: 'مهلت لغو و جابه‌جایی ذخیره شد',
} as const;

/** What the bank shows beside the amount: «رزرو مشاوره مالیاتی، شنبه ۱ آذر ۱۴۰۵ ساعت ۱۰:۰۰». */
export const paymentDescription = (booking: string) => `رزرو ${booking}`;

/** The built-in sandbox bank's pages. */
export const SANDBOX_BANK_MESSAGES = {
  title: 'درگاه پرداخت آزمایشی',
  note: 'این درگاه آزمایشی است و هیچ مبلغی از حساب شما کسر نمی‌شود.',
  amount: 'مبلغ قابل پرداخت',
  for: 'بابت',
  pay: 'پرداخت',
  cancel: 'انصراف از پرداخت',
  notFoundTitle: 'پرداخت پیدا نشد',
  notFound: 'این شناسه پرداخت معتبر نیست یا منقضی شده است.',
} as const;
