import { toPersianDigits } from './persian-digits';

/** The pages whose prose the consultant writes; /services reads the audit and training titles. */
export const PAGE_TEXT_PAGES = ['home', 'audit', 'educational', 'services', 'about-me', 'terms', 'privacy', 'refund-policy'] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

export type PageTextField = 'title' | 'summary' | 'body';

export interface PageTextSlot {
  key: string;
  page: Exclude<PageTextPage, 'services'>;
  /** what the dashboard calls it */
  label: string;
  /** what the consultant writes for it: a card has a title and summary (and a read-more body), prose a body */
  fields: readonly PageTextField[];
}

const CARD = ['title', 'summary'] as const;
const DETAILED = ['title', 'summary', 'body'] as const;
const PROSE = ['body'] as const;

/**
 * Every slot of page prose, in the dashboard's order. The structure the spec fixes stays in the
 * source (three service cards, five audit services with a read-more dialog, two offers, four
 * benefits); only what they say is the consultant's.
 */
export const PAGE_TEXT_SLOTS = [
  { key: 'home-hero', page: 'home', label: 'صفحه اصلی: معرفی', fields: PROSE },
  { key: 'home-service-consultation', page: 'home', label: 'صفحه اصلی، خدمات: مشاوره مالی', fields: CARD },
  { key: 'home-service-audit', page: 'home', label: 'صفحه اصلی، خدمات: حسابرسی', fields: CARD },
  { key: 'home-service-training', page: 'home', label: 'صفحه اصلی، خدمات: آموزش مالی سازمانی', fields: CARD },
  { key: 'audit-financial-statements', page: 'audit', label: 'حسابرسی: صورت‌های مالی', fields: DETAILED },
  { key: 'audit-internal-control', page: 'audit', label: 'حسابرسی: داخلی و کنترل‌های داخلی', fields: DETAILED },
  { key: 'audit-compliance', page: 'audit', label: 'حسابرسی: رعایت', fields: DETAILED },
  { key: 'audit-operational', page: 'audit', label: 'حسابرسی: عملیاتی و فرایندهای مالی', fields: DETAILED },
  { key: 'audit-review-reports', page: 'audit', label: 'حسابرسی: بررسی اجمالی و گزارش‌های ویژه', fields: DETAILED },
  { key: 'educational-executives', page: 'educational', label: 'آموزش: مدیران عامل و هیئت‌مدیره', fields: DETAILED },
  { key: 'educational-specialists', page: 'educational', label: 'آموزش: مدیران مالی و حسابداران', fields: DETAILED },
  { key: 'educational-benefit-design', page: 'educational', label: 'آموزش، مزیت ۱: دوره اختصاصی', fields: CARD },
  { key: 'educational-benefit-blend', page: 'educational', label: 'آموزش، مزیت ۲: آموزش، مشاوره و مدیریت مالی', fields: CARD },
  { key: 'educational-benefit-generations', page: 'educational', label: 'آموزش، مزیت ۳: نسل‌های سازمان', fields: CARD },
  { key: 'educational-benefit-delivery', page: 'educational', label: 'آموزش، مزیت ۴: حضوری، آنلاین یا ترکیبی', fields: CARD },
  { key: 'about-me-story', page: 'about-me', label: 'درباره من: مسیر حرفه‌ای', fields: PROSE },
  { key: 'terms', page: 'terms', label: 'قوانین و مقررات', fields: PROSE },
  { key: 'privacy', page: 'privacy', label: 'حریم خصوصی', fields: PROSE },
  { key: 'refund-policy', page: 'refund-policy', label: 'شرایط لغو و بازگشت وجه: توضیح مشاور', fields: PROSE },
] as const satisfies readonly PageTextSlot[];

export type PageTextSlotKey = (typeof PAGE_TEXT_SLOTS)[number]['key'];

/** What the consultant wrote for a slot: plain title and summary, and the body as sanitized article HTML. */
export interface PageTextContent {
  title: string;
  summary: string;
  body: string;
}

/** One saved version of a slot, as the dashboard lists it: who saved it and when. */
export interface PageTextVersionInfo {
  version: number;
  /** ISO time */
  savedAt: string;
  savedBy: string;
  /** the version this one brought back, when it was a restore */
  restoredFrom: number | null;
}

export type PageTextVersion = PageTextVersionInfo & PageTextContent;

/** A page's texts: the slots the consultant has written so far (an unwritten one is absent). */
export type PageTexts = Partial<Record<PageTextSlotKey, PageTextContent>>;

/** The money rules /refund-policy is written from, as the server applies them now. */
export interface RefundRules {
  /** the customer may cancel or move a confirmed booking until this many hours before it */
  changeNoticeHours: number;
  /** an unpaid booking holds its time this many minutes */
  holdMinutes: number;
  /** the bank takes a payment back on its own within this many minutes of it */
  bankReverseMinutes: number;
}

export const PAGE_TEXT_LIMITS = { title: 150, summary: 600, body: 200_000 } as const;
/** a slot's versions the dashboard lists, newest first */
export const PAGE_TEXT_VERSIONS_LISTED = 50;

export const PAGE_TEXT_MESSAGES = {
  unknownSlot: 'این بخش از متن صفحات وجود ندارد',
  unknownPage: 'این صفحه متنی ندارد',
  titleRequired: 'عنوان را بنویسید',
  titleTooLong: `عنوان حداکثر ${toPersianDigits(String(PAGE_TEXT_LIMITS.title))} نویسه است`,
  summaryTooLong: `خلاصه حداکثر ${toPersianDigits(String(PAGE_TEXT_LIMITS.summary))} نویسه است`,
  bodyTooLong: 'متن بیش از اندازه بلند است',
  bodyRequired: 'متن را بنویسید',
  invalidBody: 'عنوان، خلاصه و متن باید نوشته باشند',
  unchanged: 'تغییری در متن داده نشده است',
  saved: 'متن ذخیره شد؛ نسخه قبلی در فهرست نسخه‌ها مانده است',
  versionNotFound: 'این نسخه پیدا نشد',
  restored: (version: number) => `نسخه ${toPersianDigits(String(version))} بازگردانده شد و نسخه تازه‌ای ساخت`,
  forbidden: 'فقط مشاور می‌تواند متن صفحات را ویرایش کند',
} as const;

export function isPageTextSlotKey(key: string): key is PageTextSlotKey {
  return PAGE_TEXT_SLOTS.some((slot) => slot.key === key);
}

export function pageTextSlot(key: PageTextSlotKey): PageTextSlot {
  return PAGE_TEXT_SLOTS.find((slot) => slot.key === key)!;
}

export function isPageTextPage(page: string): page is PageTextPage {
  return (PAGE_TEXT_PAGES as readonly string[]).includes(page);
}

/** The slots /services shows: its audit and training cards, and the audit services' and training offers' titles as their sub-items. */
function servicesOverview(): { key: PageTextSlotKey; fields: readonly PageTextField[] }[] {
  const cards = PAGE_TEXT_SLOTS.filter((slot) => slot.key === 'home-service-audit' || slot.key === 'home-service-training');
  const subItems = PAGE_TEXT_SLOTS.filter(
    (slot) => slot.page === 'audit' || (slot.page === 'educational' && !slot.key.includes('benefit')),
  );
  return [
    ...cards.map((slot) => ({ key: slot.key, fields: slot.fields })),
    ...subItems.map((slot) => ({ key: slot.key, fields: ['title'] as const })),
  ];
}

/** The slots a page shows, and which of their fields it needs. */
export function slotsOfPage(page: PageTextPage): { key: PageTextSlotKey; fields: readonly PageTextField[] }[] {
  if (page === 'services') return servicesOverview();
  return PAGE_TEXT_SLOTS.filter((slot) => slot.page === page).map((slot) => ({ key: slot.key, fields: slot.fields }));
}

/** The visible text of some HTML, for telling an empty body from a written one. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Why a slot's text cannot be saved, in Persian, or null. The body is checked as sanitized
 * HTML; a slot keeps only the fields it has.
 */
export function pageTextError(slot: PageTextSlot, content: PageTextContent): string | null {
  if (slot.fields.includes('title')) {
    if (content.title.trim() === '') return PAGE_TEXT_MESSAGES.titleRequired;
    if (content.title.length > PAGE_TEXT_LIMITS.title) return PAGE_TEXT_MESSAGES.titleTooLong;
  }
  if (content.summary.length > PAGE_TEXT_LIMITS.summary) return PAGE_TEXT_MESSAGES.summaryTooLong;
  if (content.body.length > PAGE_TEXT_LIMITS.body) return PAGE_TEXT_MESSAGES.bodyTooLong;
  if (slot.fields.length === 1 && slot.fields[0] === 'body' && visibleText(content.body) === '' && !/<img\b/.test(content.body))
    return PAGE_TEXT_MESSAGES.bodyRequired;
  return null;
}

/** The content with only the fields the slot has, the others emptied. */
export function keptFields(slot: PageTextSlot, content: PageTextContent): PageTextContent {
  return {
    title: slot.fields.includes('title') ? content.title : '',
    summary: slot.fields.includes('summary') ? content.summary : '',
    body: slot.fields.includes('body') ? content.body : '',
  };
}
