import { paymentReasonText } from '../../../src/core/domain/payment-reason-text';

/** Bank answers that only the consultant can fix are stored with this prefix; their banner finds them by it. */
export const CONFIGURATION_PREFIX = 'configuration:';

/** The bank's own message of a ledger line, without the kind of answer it is stored with ('final: ', 'transient: ', …). */
export function bankMessage(message: string | null): string | null {
  return message === null ? null : message.replace(/^(final|transient|configuration): /, '');
}

const KIND_TEXTS: Record<string, string> = {
  'hold-made': 'زمان برای مشتری نگه داشته شد',
  'hold-released': 'مشتری از رزرو انصراف داد',
  'hold-lapsed': 'مهلت پرداخت گذشت',
  'initiate-refused': 'بانک درخواست پرداخت را نپذیرفت',
  initiated: 'مشتری به بانک فرستاده شد',
  confirmed: 'رزرو با این پرداخت قطعی شد',
  'booked-by-consultant': 'مشاور رزرو را برای مشتری که تماس گرفت ثبت کرد',
  'reverse-answer': 'بازگشت وجه از بانک درخواست شد',
  'marked-refunded': 'مشاور بازپرداخت را ثبت کرد',
  'cancelled-by-consultant': 'مشاور رزرو را لغو کرد',
  'cancelled-by-customer': 'مشتری رزرو را لغو کرد',
  'moved-by-customer': 'مشتری رزرو را به زمان دیگری منتقل کرد',
  'refund-owed': 'مبلغ این پرداخت باید به مشتری بازگردد',
};

const VERIFY_TEXTS: Record<string, string> = {
  paid: 'بانک پرداخت را تأیید کرد',
  refund_required: 'بانک پرداخت را تأیید کرد اما مبلغ باید بازگردد',
  failed: 'بانک اعلام کرد پرداخت انجام نشده است',
  initiated: 'بانک هنوز نتیجه را قطعی نکرده است',
};

/** One ledger line in Persian, for the consultant's payment history. */
export function ledgerText(kind: string, toStatus: string | null): string {
  if (kind === 'verify-answer') return VERIFY_TEXTS[toStatus ?? 'initiated'] ?? VERIFY_TEXTS.initiated;
  if (kind === 'reverse-answer') return toStatus === 'reversed' ? 'بانک مبلغ را به کارت مشتری بازگرداند' : 'بانک بازگشت وجه را نپذیرفت';
  return KIND_TEXTS[kind] ?? kind;
}

/** Why a payment's money is owed back, in Persian. */
export function refundReason(failureReason: string | null): string {
  return failureReason ? paymentReasonText(failureReason) : 'مبلغ باید به مشتری بازگردد';
}
