/** The reasons the server records in its own words; anything else is the bank's message, kept as the bank gave it. */
const OWN_REASONS: Record<string, string> = {
  'slot-lost': 'پرداخت پس از پایان مهلت رسید و زمان به مشتری دیگری داده شده بود',
  'already-paid': 'این رزرو پیش‌تر با پرداخت دیگری قطعی شده بود',
  'cancelled-by-consultant': 'رزرو پرداخت‌شده توسط مشاور لغو شد',
  'cancelled-by-customer': 'رزرو پرداخت‌شده به درخواست مشتری لغو شد',
};

/** A payment's recorded failure or refund reason, for the consultant to read. */
export function paymentReasonText(reason: string): string {
  return OWN_REASONS[reason] ?? reason;
}
