import type { AnswerKind } from '../ports/payment-gateway';

/** The Zarinpal v4 calls an answer can come from. */
export type ZarinpalCall = 'request' | 'verify' | 'inquiry' | 'unverified' | 'reverse';

export interface ZarinpalCode {
  /** Zarinpal's own English message, as its error list gives it */
  message: string;
  persian: string;
  kind: AnswerKind;
  /**
   * The calls whose answer this code settles. A final code met on any other call is not trusted
   * to settle anything there and counts as transient.
   */
  finalFor?: readonly ZarinpalCall[];
}

export const ZARINPAL_SUCCESS = 100;
export const ZARINPAL_ALREADY_VERIFIED = 101;

const ABOUT_THE_PAYMENT = ['verify', 'inquiry'] as const;
/** an authority that is unknown or another merchant's can be neither verified nor reversed, ever */
const ABOUT_THE_AUTHORITY = ['verify', 'inquiry', 'reverse'] as const;
const ABOUT_THE_REVERSAL = ['reverse'] as const;
const EVERY_CALL = ['request', 'verify', 'inquiry', 'unverified', 'reverse'] as const;

/**
 * Zarinpal's documented answers (docs: paymentGateway/errorList). Only answers about the payment
 * itself are final; a merchant, terminal, domain or IP problem is configuration, which only the
 * consultant can fix, and which leaves the payment open; the rest is worth asking again.
 */
export const ZARINPAL_CODES: Readonly<Record<number, ZarinpalCode>> = {
  [-9]: {
    message: 'Validation error',
    persian: 'خطای اعتبارسنجی: مرچنت کد، آدرس بازگشت، توضیحات یا مبلغ نادرست است',
    kind: 'configuration',
  },
  [-10]: {
    message: 'Terminal is not valid, please check merchant_id or ip address.',
    persian: 'آی‌پی یا مرچنت کد پذیرنده صحیح نیست',
    kind: 'configuration',
  },
  [-11]: { message: 'Terminal is not active, please contact our support team.', persian: 'مرچنت کد فعال نیست', kind: 'configuration' },
  [-12]: { message: 'To many attempts, please try again later.', persian: 'تلاش بیش از دفعات مجاز در بازه‌ای کوتاه', kind: 'transient' },
  [-13]: {
    message: 'Terminal limit reached.',
    persian: 'سقف تراکنش درگاه پر شده است؛ مدارک پذیرنده باید تکمیل شود',
    kind: 'configuration',
  },
  [-14]: {
    message: 'The callback URL domain does not match the registered terminal domain.',
    persian: 'دامنهٔ آدرس بازگشت با دامنهٔ ثبت‌شدهٔ درگاه یکی نیست',
    kind: 'configuration',
  },
  [-15]: {
    message: 'Terminal user is suspend : (please contact our support team).',
    persian: 'درگاه پرداخت به حالت تعلیق درآمده است',
    kind: 'configuration',
  },
  [-16]: {
    message: 'Terminal user level is not valid : ( please contact our support team).',
    persian: 'سطح تأیید پذیرنده پایین‌تر از نقره‌ای است',
    kind: 'configuration',
  },
  [-17]: {
    message: 'Terminal user level is not valid : ( please contact our support team).',
    persian: 'محدودیت پذیرنده در سطح آبی',
    kind: 'configuration',
  },
  [-18]: {
    message: 'The referrer address does not match the registered domain.',
    persian: 'آدرس ارجاع‌دهنده با دامنهٔ ثبت‌شده یکی نیست',
    kind: 'configuration',
  },
  [-19]: { message: 'Terminal user transactions are banned.', persian: 'تراکنش‌های پذیرنده مسدود شده است', kind: 'configuration' },
  [-30]: {
    message: 'Terminal do not allow to accept floating wages.',
    persian: 'پذیرنده اجازهٔ تسویهٔ اشتراکی شناور ندارد',
    kind: 'configuration',
  },
  [-31]: {
    message: 'Terminal do not allow to accept wages, please add default bank account in panel.',
    persian: 'حساب بانکی تسویه در پنل ثبت نشده است',
    kind: 'configuration',
  },
  [-32]: {
    message: 'Wages is not valid, Total wages(floating) has been overload max amount.',
    persian: 'مبلغ تسهیم از مبلغ کل تراکنش بیشتر است',
    kind: 'configuration',
  },
  [-33]: { message: 'Wages floating is not valid.', persian: 'درصدهای تسهیم صحیح نیست', kind: 'configuration' },
  [-34]: {
    message: 'Wages is not valid, Total wages(fixed) has been overload max amount.',
    persian: 'مبلغ تسهیم ثابت از مبلغ کل تراکنش بیشتر است',
    kind: 'configuration',
  },
  [-35]: {
    message: 'Wages is not valid, Total wages(floating) has been reached the limit in max parts.',
    persian: 'تعداد دریافت‌کنندگان تسهیم بیش از حد مجاز است',
    kind: 'configuration',
  },
  [-36]: {
    message: 'The minimum amount for wages(floating) should be 10,000 Rials',
    persian: 'حداقل مبلغ تسهیم ۱۰٬۰۰۰ ریال است',
    kind: 'configuration',
  },
  [-37]: {
    message: 'One or more iban entered for wages(floating) from the bank side are inactive.',
    persian: 'شمارهٔ شبای تسهیم از سمت بانک غیرفعال است',
    kind: 'configuration',
  },
  [-38]: { message: 'Wages need to set Iban in shaparak.', persian: 'شبای تسهیم در شاپرک تعریف نشده است', kind: 'configuration' },
  [-39]: { message: 'Wages have a error!', persian: 'خطای تسهیم', kind: 'configuration' },
  [-40]: {
    message: 'Invalid extra params, expire_in is not valid.',
    persian: 'پارامتر اضافی (expire_in) نامعتبر است',
    kind: 'configuration',
  },
  [-41]: { message: 'Maximum amount is 100,000,000 tomans.', persian: 'حداکثر مبلغ پرداخت ۱۰۰ میلیون تومان است', kind: 'configuration' },
  [-50]: {
    message: 'Session is not valid, amounts values is not the same.',
    persian: 'مبلغ پرداخت‌شده با مبلغ تأیید یکی نیست',
    kind: 'final',
    finalFor: ABOUT_THE_PAYMENT,
  },
  [-51]: {
    message: 'Session is not valid, session is not active paid try.',
    persian: 'پرداخت ناموفق',
    kind: 'final',
    finalFor: ABOUT_THE_PAYMENT,
  },
  [-52]: { message: 'Oops!!, please contact our support team', persian: 'خطای غیرمنتظرهٔ زرین‌پال', kind: 'transient' },
  [-53]: {
    message: 'Session is not this merchant_id session',
    persian: 'پرداخت متعلق به این مرچنت کد نیست',
    kind: 'final',
    finalFor: ABOUT_THE_AUTHORITY,
  },
  [-54]: { message: 'Invalid authority.', persian: 'اتوریتی نامعتبر است', kind: 'final', finalFor: ABOUT_THE_AUTHORITY },
  [-55]: { message: 'Manual payment request not found.', persian: 'تراکنش مورد نظر یافت نشد', kind: 'final', finalFor: ABOUT_THE_PAYMENT },
  [-60]: {
    message: 'Session can not be reversed with bank.',
    persian: 'امکان برگشت تراکنش با بانک وجود ندارد',
    kind: 'final',
    finalFor: ABOUT_THE_REVERSAL,
  },
  [-61]: {
    message: 'Session is not in success status.',
    persian: 'تراکنش موفق نیست یا قبلاً برگشت خورده است',
    kind: 'final',
    finalFor: ABOUT_THE_REVERSAL,
  },
  [-62]: { message: 'Terminal ip limit most be active.', persian: 'آی‌پی سرور در پنل درگاه ثبت نشده است', kind: 'configuration' },
  [-63]: {
    message: 'Maximum time for reverse this session is expired.',
    persian: 'مهلت ۳۰ دقیقه‌ای برگشت تراکنش گذشته است',
    kind: 'final',
    finalFor: ABOUT_THE_REVERSAL,
  },
  [ZARINPAL_SUCCESS]: { message: 'Success', persian: 'عملیات موفق', kind: 'final', finalFor: EVERY_CALL },
  [ZARINPAL_ALREADY_VERIFIED]: { message: 'Verified', persian: 'تراکنش قبلاً تأیید شده است', kind: 'final', finalFor: ['verify'] },
};

/** How much a code settles on this call: unknown codes and out-of-place final codes are transient. */
export function kindOfCode(code: number, call: ZarinpalCall): AnswerKind {
  const known = ZARINPAL_CODES[code];
  if (!known) return 'transient';
  if (known.kind === 'final' && !known.finalFor?.includes(call)) return 'transient';
  return known.kind;
}

/** Zarinpal's English message for a code; the code itself when it is not in the list. */
export function messageOfCode(code: number): string {
  return ZARINPAL_CODES[code]?.message ?? `Unknown Zarinpal code ${code}`;
}
