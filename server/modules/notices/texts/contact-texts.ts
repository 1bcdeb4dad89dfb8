import { CONTACT_KIND_LABELS, type ContactKind } from '../../../../src/core/domain/contact-message';
import { formatJalaliDateTime } from '../../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';

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

export function contactNoticeEmail(input: ContactNoticeText): { subject: string; body: string } {
  const number = toPersianDigits(input.trackingNumber);
  return {
    subject: `${heading(input.kind)} از صفحه تماس ${input.siteName} (شماره پیگیری ${number})`,
    body: [
      `${heading(input.kind)} در صفحه تماس با ما رسید.`,
      `نوع: ${CONTACT_KIND_LABELS[input.kind]}`,
      `شماره پیگیری: ${number}`,
      `فرستنده: ${input.name}`,
      `راه پاسخ: ${replyTo(input)}`,
      `زمان: ${formatJalaliDateTime(input.receivedAt)}`,
      '',
      input.text,
      '',
      'پیام در داشبورد، زبانه «پیام‌های رسیده»، هم هست.',
    ].join('\n'),
  };
}

export function contactNoticeSms(input: ContactNoticeText): string {
  const text = [...input.text];
  const start = text.length > SMS_TEXT_MAX ? `${text.slice(0, SMS_TEXT_MAX).join('')}…` : input.text;
  return `${heading(input.kind)} در ${input.siteName}، شماره پیگیری ${toPersianDigits(input.trackingNumber)}\n${input.name} (${replyTo(input)}):\n${start}`;
}
