import type { TaxpayerFailure } from './ports/tax-invoices-ports';

/**
 * The Persian texts of the tax-invoices module: what the consultant reads (on the dashboard's
 * banner) when the taxpayer system (سامانه مودیان) could not be reached or refused the site.
 * A configuration failure stays until the settings change; a transient one passes by itself.
 */
export const TAX_INVOICES_MESSAGES = {
  tokenRefused:
    'سامانه مودیان امضای سایت را نپذیرفت. کلید خصوصی و گواهی ثبت‌شده برای شناسه یکتای حافظه مالیاتی را در تنظیمات بررسی کنید؛ تا آن زمان صورتحسابی فرستاده نمی‌شود.',
  privateKeyUnusable:
    'کلید خصوصی سامانه مودیان در تنظیمات خوانده نشد. کلید را دوباره به قالب PEM وارد کنید؛ تا آن زمان صورتحسابی فرستاده نمی‌شود.',
  serverKeyUnusable: 'کلید عمومی سامانه مودیان به کار نیامد و صورتحساب رمز نشد. نشانی سامانه (اصلی یا آزمایشی) را در تنظیمات بررسی کنید.',
  timeout: 'سامانه مودیان به‌موقع پاسخ نداد؛ صورتحساب‌ها کمی بعد دوباره فرستاده یا استعلام می‌شوند.',
  serverError: 'سامانه مودیان با خطا پاسخ داد؛ صورتحساب‌ها کمی بعد دوباره فرستاده یا استعلام می‌شوند.',
  busy: 'سامانه مودیان فعلاً درخواست بیشتری نمی‌پذیرد؛ کمی بعد دوباره تلاش می‌شود.',
  network: 'به سامانه مودیان دسترسی نبود؛ کمی بعد دوباره تلاش می‌شود.',
  unreadableAnswer: 'پاسخ سامانه مودیان خوانده نشد؛ کمی بعد دوباره تلاش می‌شود.',
  rejected: 'سامانه مودیان درخواست را نپذیرفت',
  noServerKey: 'سامانه مودیان کلیدی برای رمز کردن صورتحساب اعلام نکرد؛ کمی بعد دوباره تلاش می‌شود.',
  issued: 'صورتحساب برای پرداخت تأییدشده صادر شد',
  correctionIssued: 'صورتحساب اصلاحی به جای صورتحساب ردشده صادر شد',
  cancellationIssued: 'مبلغ به مشتری بازگشت؛ صورتحساب ابطالی صادر شد',
  voided: 'مبلغ پیش از ثبت صورتحساب در سامانه بازگشت؛ صورتحساب بی‌اثر شد',
  sent: 'صورتحساب به سامانه مودیان فرستاده شد',
  accepted: 'سامانه مودیان صورتحساب را پذیرفت',
  pending: 'سامانه مودیان هنوز پاسخ قطعی نداده است؛ دوباره استعلام می‌شود',
  cancelled: 'سامانه مودیان صورتحساب ابطالی را پذیرفت؛ این صورتحساب باطل شد',
  cancellationRejected: 'سامانه مودیان صورتحساب ابطالی را نپذیرفت؛ ابطالی را اصلاح کنید',
  resendAsked: 'ارسال دوباره این صورتحساب خواسته شد',
  resendQueued: 'صورتحساب در نوبت ارسال دوباره قرار گرفت',
  correctionQueued: 'صورتحساب اصلاحی صادر شد و به‌زودی فرستاده می‌شود',
  invoiceNotFound: 'صورتحساب پیدا نشد',
  cannotResend: 'این صورتحساب در انتظار ارسال یا پاسخ نیست؛ صورتحساب ردشده را اصلاح کنید',
  cannotCorrect: 'فقط صورتحساب ردشده را می‌توان اصلاح کرد',
  sendingOff: 'ارسال صورتحساب الکترونیکی خاموش است؛ ابتدا آن را در تنظیمات سایت روشن کنید',
  alreadyCorrected: 'این صورتحساب پیش‌تر اصلاح شده است',
} as const;

/** The system's refusal as the record keeps it: its codes and messages after the general sentence. */
export function rejectionText(errors: readonly { code: string; message: string }[]): string {
  const codes = errors.map((error) => `${error.code}: ${error.message}`).join('، ');
  return codes ? `${TAX_INVOICES_MESSAGES.rejected} (${codes})` : TAX_INVOICES_MESSAGES.rejected;
}

/** What the consultant reads of a failure; a refusal ends with the system's own codes and messages. */
export function taxpayerFailureMessage(failure: TaxpayerFailure): string {
  switch (failure.kind) {
    case 'configuration':
      if (failure.reason === 'token-refused') return TAX_INVOICES_MESSAGES.tokenRefused;
      if (failure.reason === 'private-key-unusable') return TAX_INVOICES_MESSAGES.privateKeyUnusable;
      return TAX_INVOICES_MESSAGES.serverKeyUnusable;
    case 'transient':
      if (failure.reason === 'timeout') return TAX_INVOICES_MESSAGES.timeout;
      if (failure.reason === 'server-error') return TAX_INVOICES_MESSAGES.serverError;
      if (failure.reason === 'busy') return TAX_INVOICES_MESSAGES.busy;
      if (failure.reason === 'network') return TAX_INVOICES_MESSAGES.network;
      return TAX_INVOICES_MESSAGES.unreadableAnswer;
    case 'rejected':
      return rejectionText(failure.errors);
  }
}
