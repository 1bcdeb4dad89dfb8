import { toPersianDigits } from '../persian-digits';

/**
 * The customer's documents: what may be attached to a booking (checked on the server by the
 * file's content, never by its name), the limits the consultant may change, and what the
 * customer is told. Both sides read these.
 */
export const DOCUMENT_KINDS = {
  pdf: { mediaType: 'application/pdf', label: 'PDF' },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel' },
  xls: { mediaType: 'application/vnd.ms-excel', label: 'Excel' },
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word' },
  csv: { mediaType: 'text/csv; charset=utf-8', label: 'CSV' },
  jpg: { mediaType: 'image/jpeg', label: 'JPEG' },
  png: { mediaType: 'image/png', label: 'PNG' },
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** The file input's accept list: a hint to the picker; the server decides by content. */
export const DOCUMENT_ACCEPT = '.pdf,.xlsx,.xls,.docx,.csv,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png,text/csv';

const MB = 1024 * 1024;
export const DEFAULT_MAX_DOCUMENT_BYTES = 20 * MB;
export const DEFAULT_MAX_BOOKING_DOCUMENT_BYTES = 60 * MB;
export const DEFAULT_KEEP_DOCUMENTS_DAYS = 90;
/** bounds the consultant may set: a file at most 100 MB, a booking at most 500 MB, kept 1 to 3650 days after the session */
export const DOCUMENT_LIMIT_BOUNDS = {
  maxFileMb: { min: 1, max: 100 },
  maxBookingMb: { min: 1, max: 500 },
  keepDays: { min: 1, max: 3650 },
} as const;
/** an upload made before its booking, never claimed by one, is removed after this */
export const UNCLAIMED_DOCUMENT_MS = 24 * 60 * 60 * 1000;
/** the longest file name kept (the rest is cut, the extension kept) */
export const MAX_DOCUMENT_NAME_LENGTH = 120;

export interface DocumentLimits {
  maxFileBytes: number;
  maxBookingBytes: number;
  keepDays: number;
}

export const DOCUMENT_MESSAGES = {
  notAllowed: 'این نوع فایل پذیرفته نیست؛ فقط PDF، Excel (xlsx و xls)، Word (docx)، CSV، JPEG و PNG را می‌توانید پیوست کنید.',
  empty: 'فایل خالی است.',
  noFile: 'فایلی برای بارگذاری انتخاب نشده است.',
  tooLarge: (maxBytes: number) => `حجم هر فایل حداکثر ${sizeText(maxBytes)} است.`,
  bookingFull: (maxBytes: number) => `مجموع فایل‌های هر رزرو حداکثر ${sizeText(maxBytes)} است.`,
  sessionStarted: 'جلسه این رزرو شروع شده است و دیگر نمی‌توانید فایلی به آن اضافه یا از آن حذف کنید.',
  notOpen: 'به این رزرو نمی‌توان فایل پیوست کرد.',
  unknownDocuments: 'برخی از فایل‌های پیوست پیدا نشدند؛ دوباره بارگذاری کنید.',
  notFound: 'فایل پیدا نشد.',
  deleted: 'فایل حذف شد.',
  settingsSaved: 'تنظیمات مدارک ذخیره شد.',
  invalidSettings: 'مقدارها درست نیستند.',
} as const;

/** A size as the customer reads it: «۱٫۵ مگابایت», «۳۲۰ کیلوبایت». */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${toPersianDigits(trimmed(bytes / MB))} مگابایت`;
  if (bytes >= 1024) return `${toPersianDigits(trimmed(bytes / 1024))} کیلوبایت`;
  return `${toPersianDigits(String(bytes))} بایت`;
}

function trimmed(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', '٫');
}

/** What a document is, as the customer and the consultant see it. */
export interface DocumentView {
  _id: string;
  name: string;
  size: number;
  mediaType: string;
  questionId: string | null;
  /** ISO time */
  uploadedAt: string;
  /** the consultant's file beside the report (absent: the customer's) */
  byConsultant?: boolean;
}

export type DocumentAccessAction = 'upload' | 'attach' | 'download' | 'delete';

/** One line of the access log, as the consultant reads it for a booking. */
export interface DocumentAccessLine {
  /** ISO time */
  at: string;
  action: DocumentAccessAction;
  documentName: string;
  /** who: their name or e-mail; «سیستم» for the retention job; null once the account is gone */
  by: string | null;
  actor: 'customer' | 'admin' | 'system';
  /** why the system removed it: after the session, unclaimed, account deleted */
  reason: 'retention' | 'unclaimed' | 'account-deleted' | null;
}

export const DOCUMENT_ACTION_LABELS: Record<DocumentAccessAction, string> = {
  upload: 'بارگذاری',
  attach: 'پیوست به رزرو',
  download: 'دریافت',
  delete: 'حذف',
};

export const DOCUMENT_REASON_LABELS: Record<NonNullable<DocumentAccessLine['reason']>, string> = {
  retention: 'پایان مدت نگهداری',
  unclaimed: 'پیوست‌نشده به رزرو',
  'account-deleted': 'حذف حساب کاربری',
};
