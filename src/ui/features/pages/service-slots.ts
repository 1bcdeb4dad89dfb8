import type { PageTextContent, PageTextSlotKey, PageTexts } from '../../../core/domain/page-texts';
import type { IconName } from './service-icons';

/**
 * The structure the spec fixes for the service pages, each place with the slot the consultant
 * writes its text in. The names are the spec's own, shown as titles until the consultant writes
 * theirs; no prose lives here.
 */
export interface ServiceSlot {
  key: PageTextSlotKey;
  icon: IconName;
  /** the spec's name for it, the title until the consultant writes one */
  name: string;
}

/** The five audit services of the spec, in its order. */
export const AUDIT_SLOTS: ServiceSlot[] = [
  { key: 'audit-financial-statements', icon: 'statement', name: 'حسابرسی صورت‌های مالی' },
  { key: 'audit-internal-control', icon: 'shield', name: 'حسابرسی داخلی و ارزیابی کنترل‌های داخلی' },
  { key: 'audit-compliance', icon: 'scale', name: 'حسابرسی رعایت' },
  { key: 'audit-operational', icon: 'gears', name: 'حسابرسی عملیاتی و تحلیل فرایندهای مالی' },
  { key: 'audit-review-reports', icon: 'report', name: 'بررسی اجمالی صورت‌های مالی و گزارش‌های ویژه مدیریتی' },
];

/** The educational page's two offers. */
export const OFFER_SLOTS: ServiceSlot[] = [
  { key: 'educational-executives', icon: 'boardroom', name: 'آموزش مدیران عامل و اعضای هیئت‌مدیره' },
  { key: 'educational-specialists', icon: 'calculator', name: 'آموزش تخصصی مدیران مالی و حسابداران' },
];

/** The four benefits the educational page's showcase turns through. */
export const BENEFIT_SLOTS: ServiceSlot[] = [
  { key: 'educational-benefit-design', icon: 'compass', name: 'طراحی دوره اختصاصی برای هر سازمان' },
  { key: 'educational-benefit-blend', icon: 'layers', name: 'ترکیب آموزش، مشاوره و مدیریت مالی واقعی' },
  { key: 'educational-benefit-generations', icon: 'people', name: 'پوشش نسل‌های مختلف سازمان' },
  { key: 'educational-benefit-delivery', icon: 'screen', name: 'برگزاری حضوری، آنلاین یا ترکیبی' },
];

/** A service as a page shows it: the consultant's text, or the spec's name alone until they write it. */
export interface ShownService {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  /** sanitized HTML of the read-more dialog; empty when there is none */
  body: string;
}

export function shownServices(slots: ServiceSlot[], texts: PageTexts): ShownService[] {
  return slots.map((slot) => {
    const text: PageTextContent | undefined = texts[slot.key];
    return { id: slot.key, icon: slot.icon, title: text?.title || slot.name, summary: text?.summary ?? '', body: text?.body ?? '' };
  });
}
