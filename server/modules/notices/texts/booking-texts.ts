import type { WallClock } from '../../../../src/core/domain/business-time';
import { formatJalaliLong, formatJalaliNumeric } from '../../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import { SESSION_MODE_LABELS, type SessionPlace } from '../../../../src/core/domain/session-mode';
import type { CancelMoneyOutcome } from '../../booking';

/**
 * Every message about a booking, in Persian: Jalali dates, Tehran's time, Persian digits and how
 * the session happens. SMS texts are kept to two parts (a type's title is shortened for them);
 * e-mails carry the whole detail.
 */
export interface BookingText {
  typeTitle: string;
  date: string;
  time: string;
  place: SessionPlace;
  customerName: string;
  /** the site's name as its owner set it (empty when they set none) */
  site: string;
}

export interface EmailText {
  subject: string;
  body: string;
}

export type ReminderLead = '24h' | '1h';

/** a title or name in an SMS is cut to this many letters, at a word's end */
const SMS_TITLE_MAX = 20;
export const PHONE_SESSION_LINE = 'مشاور با شماره شما تماس می‌گیرد';

const MONEY_LINES: Record<CancelMoneyOutcome, string> = {
  'nothing-paid': 'مبلغی پرداخت نشده بود.',
  reversed: 'مبلغ پرداختی به کارت شما بازگردانده شد.',
  'refund-owed': 'مبلغ پرداختی را مشاور به شما بازمی‌گرداند.',
};

const CONSULTANT_MONEY_LINES: Record<CancelMoneyOutcome, string> = {
  'nothing-paid': 'مبلغی پرداخت نشده بود.',
  reversed: 'بانک مبلغ را به کارت مشتری بازگرداند.',
  'refund-owed': 'مبلغ باید دستی به مشتری بازگردانده شود (فهرست بازپرداخت‌ها).',
};

/** "۱۴۰۵/۰۹/۰۱ ساعت ۱۰:۳۰": short, for SMS. */
function shortWhen({ date, time }: WallClock): string {
  return `${formatJalaliNumeric(date)} ساعت ${toPersianDigits(time)}`;
}

/** "شنبه ۱ آذر ۱۴۰۵، ساعت ۱۰:۳۰ به وقت تهران": whole, for e-mail. */
export function longWhen({ date, time }: WallClock): string {
  return `${formatJalaliLong(date)}، ساعت ${toPersianDigits(time)} به وقت تهران`;
}

function smsTitle(title: string): string {
  const whole = title.trim();
  if ([...whole].length <= SMS_TITLE_MAX) return whole;
  const kept: string[] = [];
  for (const word of whole.split(/\s+/)) {
    if ([...[...kept, word].join(' ')].length > SMS_TITLE_MAX - 1) break;
    kept.push(word);
  }
  // a first word longer than the limit is cut inside it
  return `${kept.length > 0 ? kept.join(' ') : [...whole].slice(0, SMS_TITLE_MAX - 1).join('')}…`;
}

/** How the session happens, with its link, address or the phone call. */
export function modeLine(place: SessionPlace): string {
  const label = `نحوه برگزاری: ${SESSION_MODE_LABELS[place.mode]}`;
  if (place.mode === 'online') return place.meetingLink ? `${label} — پیوند جلسه: ${place.meetingLink}` : label;
  if (place.mode === 'office') return place.officeAddress ? `${label} — نشانی: ${place.officeAddress}` : label;
  return `${label} — ${PHONE_SESSION_LINE}`;
}

function smsMode(place: SessionPlace): string {
  return place.mode === 'phone' ? 'جلسه تلفنی؛ مشاور تماس می‌گیرد.' : `جلسه ${SESSION_MODE_LABELS[place.mode]}.`;
}

function details(b: BookingText): string[] {
  return [`نوع جلسه: ${b.typeTitle}`, `زمان: ${longWhen(b)}`, modeLine(b.place)];
}

function email(b: BookingText, subject: string, lines: string[]): EmailText {
  return b.site ? { subject: `${subject} | ${b.site}`, body: [...lines, '', b.site].join('\n') } : { subject, body: lines.join('\n') };
}

/** "{site}: " before an SMS, so the reader knows who writes; nothing while the site has no name. */
function smsPrefix(b: BookingText): string {
  return b.site ? `${b.site}: ` : '';
}

export function confirmedSms(b: BookingText): string {
  return `${smsPrefix(b)}رزرو ${smsTitle(b.typeTitle)} برای ${shortWhen(b)} قطعی شد. ${smsMode(b.place)}`;
}

export function confirmedEmail(b: BookingText): EmailText {
  return email(b, 'رزرو شما قطعی شد', [
    `${b.customerName} عزیز، رزرو شما قطعی شد.`,
    ...details(b),
    'فایل تقویم این جلسه پیوست شده است.',
  ]);
}

export function cancelledSms(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): string {
  const who = by === 'consultant' ? 'توسط مشاور لغو شد' : 'به درخواست شما لغو شد';
  return `${smsPrefix(b)}رزرو ${smsTitle(b.typeTitle)} در ${shortWhen(b)} ${who}. ${MONEY_LINES[money]}`;
}

export function cancelledEmail(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): EmailText {
  const who = by === 'consultant' ? 'این رزرو توسط مشاور لغو شد.' : 'این رزرو به درخواست شما لغو شد.';
  return email(b, 'رزرو شما لغو شد', [`${b.customerName} عزیز، ${who}`, ...details(b), MONEY_LINES[money]]);
}

export function movedSms(b: BookingText, from: WallClock): string {
  return `${smsPrefix(b)}رزرو شما از ${shortWhen(from)} به ${shortWhen(b)} منتقل شد. ${smsMode(b.place)}`;
}

export function movedEmail(b: BookingText, from: WallClock): EmailText {
  return email(b, 'زمان رزرو شما تغییر کرد', [
    `${b.customerName} عزیز، زمان رزرو شما تغییر کرد.`,
    `زمان پیشین: ${longWhen(from)}`,
    ...details(b),
  ]);
}

function reminderLead(lead: ReminderLead): string {
  return lead === '24h' ? 'فردا' : 'یک ساعت دیگر';
}

export function reminderSms(b: BookingText, lead: ReminderLead): string {
  const link = lead === '1h' && b.place.mode === 'online' && b.place.meetingLink ? ` ${b.place.meetingLink}` : '';
  const mode = link ? `پیوند جلسه:${link}` : smsMode(b.place);
  return `${smsPrefix(b)}یادآوری جلسه ${smsTitle(b.typeTitle)}، ${reminderLead(lead)} ساعت ${toPersianDigits(b.time)}. ${mode}`;
}

export function reminderEmail(b: BookingText, lead: ReminderLead): EmailText {
  return email(b, `یادآوری جلسه ${reminderLead(lead)}`, [
    `${b.customerName} عزیز، جلسه شما ${reminderLead(lead)} برگزار می‌شود.`,
    ...details(b),
  ]);
}

export function consultantBookedSms(b: BookingText): string {
  return `${smsPrefix(b)}رزرو تازه ${smsTitle(b.typeTitle)} از ${smsTitle(b.customerName)} برای ${shortWhen(b)}.`;
}

export function consultantBookedEmail(b: BookingText, customerContact: string): EmailText {
  return email(b, 'رزرو تازه', [`رزرو تازه‌ای از ${b.customerName} قطعی شد.`, `تماس: ${customerContact}`, ...details(b)]);
}

export function consultantCancelledSms(b: BookingText, by: 'customer' | 'consultant'): string {
  const who = by === 'consultant' ? 'توسط شما' : 'توسط مشتری';
  return `${smsPrefix(b)}رزرو ${smsTitle(b.customerName)} در ${shortWhen(b)} ${who} لغو شد.`;
}

export function consultantCancelledEmail(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): EmailText {
  const who = by === 'consultant' ? 'توسط شما' : 'توسط مشتری';
  return email(b, 'رزرو لغو شد', [`رزرو ${b.customerName} ${who} لغو شد.`, ...details(b), CONSULTANT_MONEY_LINES[money]]);
}
