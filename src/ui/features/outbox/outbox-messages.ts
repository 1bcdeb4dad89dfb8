import type { OutboxMessageView } from '../../../core/contracts/api/notifications-api';

/** Every Persian text of the consultant's outbox («پیام‌ها»), in one place. */
export const OUTBOX_TEXTS = {
  title: 'پیام‌ها',
  intro: 'پیامک‌ها و ایمیل‌هایی که سایت برای مشتریان و شما فرستاده، در صف ارسال دارد یا نگه داشته است؛ جدیدترین بالاتر.',
  listLabel: 'پیام‌های سایت',
  empty: 'هنوز پیامی ثبت نشده است',
  newer: 'پیام‌های جدیدتر',
  older: 'پیام‌های قدیمی‌تر',
  pagerLabel: 'صفحه‌های پیام‌ها',
  showWhole: 'نمایش متن کامل',
  showLess: 'بستن متن',
  labels: {
    recipient: 'گیرنده',
    subject: 'موضوع',
    body: 'متن',
    attachments: 'پیوست‌ها',
    attempts: 'دفعات تلاش',
    lastError: 'آخرین خطا',
    sentAt: 'زمان ارسال',
  },
} as const;

export const CHANNEL_LABELS: Record<OutboxMessageView['channel'], string> = {
  sms: 'پیامک',
  email: 'ایمیل',
};

export const STATUS_LABELS: Record<OutboxMessageView['status'], string> = {
  queued: 'در صف ارسال',
  sent: 'ارسال شد',
  failed: 'ارسال نشد',
  kept: 'نگه‌داشته در صندوق پیام‌ها',
};

/** 'صفحه ۲' */
export function pageText(page: string): string {
  return `صفحه ${page}`;
}

/**
 * The line above the list when a channel has no provider: its messages are not sent, only kept
 * here. Null when both are configured.
 */
export function unsentNotice(providers: { sms: boolean; email: boolean }): string | null {
  if (!providers.sms && !providers.email) {
    return 'هیچ سرویس پیامک یا ایمیلی تنظیم نشده است؛ پیام‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.';
  }
  if (!providers.sms) return 'سرویس پیامک تنظیم نشده است؛ پیامک‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.';
  if (!providers.email) return 'سرویس ایمیل تنظیم نشده است؛ ایمیل‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.';
  return null;
}
