/** The Persian messages of the payment calls. */
export const PAYMENT_MESSAGES = {
  reservationNotFound: 'رزرو پیدا نشد',
  holdExpired: 'مهلت پرداخت این رزرو به پایان رسیده است؛ دوباره زمان را انتخاب کنید',
  notPending: 'این رزرو در انتظار پرداخت نیست',
  alreadyPaid: 'این رزرو قبلاً پرداخت شده است',
  gatewayUnavailable: 'ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید',
  paymentNotFound: 'پرداختی با این مشخصات برای این رزرو پیدا نشد',
  cancelled: 'پرداخت انجام نشد یا لغو شد',
  notPaid: 'پرداخت توسط بانک تأیید نشد',
  slotLost: 'زمان این رزرو پیش از تأیید پرداخت به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود',
  failedBefore: 'این پرداخت ناموفق بوده است',
  verified: 'پرداخت با موفقیت انجام شد',
} as const;
