import { CONTACT_KIND_LABELS, type ContactKind } from '../../../../src/core/domain/contact-message';
import { formatJalaliDateTime } from '../../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import type { MailContent } from '../../notifications';

/** A visitor's message or complaint from /contact, as the consultant is told of it. */
export interface ContactNoticeText {
  siteName: string;
  kind: ContactKind;
  trackingNumber: string;
  name: string;
  mobile: string | null;
  email: string | null;
  text: string;
  receivedAt: Date;
}

/** an SMS carries the start of the text; the e-mail and the dashboard have it whole */
const SMS_TEXT_MAX = 60;

const heading = (kind: ContactKind) => (kind === 'complaint' ? 'شکایت تازه' : 'پیام تازه');

function replyTo(input: ContactNoticeText): string {
  return [input.mobile && `موبایل: ${toPersianDigits(input.mobile)}`, input.email && `ایمیل: ${input.email}`].filter(Boolean).join('، ');
}

/** The e-mail to the consultant: the message's facts in the table, its text whole, a link to the tab. */
export function contactNoticeEmail(input: ContactNoticeText): MailContent {
  const facts = [
    { label: 'نوع', value: CONTACT_KIND_LABELS[input.kind] },
    { label: 'شماره پیگیری', value: toPersianDigits(input.trackingNumber) },
    { label: 'فرستنده', value: input.name },
    { label: 'راه پاسخ', value: replyTo(input) },
    { label: 'زمان', value: formatJalaliDateTime(input.receivedAt) },
  ];
  return {
    title: `${heading(input.kind)} از صفحه تماس (شماره پیگیری ${toPersianDigits(input.trackingNumber)})`,
    paragraphs: [`${heading(input.kind)} در صفحه تماس با ما رسید.`, input.text],
    facts,
    links: [{ label: 'پیام‌های رسیده', href: '/dashboard?tab=contactMessages' }],
    notes: [],
  };
}

export function contactNoticeSms(input: ContactNoticeText): string {
  const text = [...input.text];
  const start = text.length > SMS_TEXT_MAX ? `${text.slice(0, SMS_TEXT_MAX).join('')}…` : input.text;
  return `${heading(input.kind)} در ${input.siteName}، شماره پیگیری ${toPersianDigits(input.trackingNumber)}\n${input.name} (${replyTo(input)}):\n${start}`;
}
