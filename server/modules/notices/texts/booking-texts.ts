import type { WallClock } from '../../../../src/core/domain/business-time';
import { formatJalaliLong, formatJalaliNumeric } from '../../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import { SESSION_MODE_LABELS, type SessionPlace } from '../../../../src/core/domain/session-mode';
import type { CancelMoneyOutcome } from '../../booking';

/**
 * Every message about a booking, in Persian: Jalali dates, Tehran's time, Persian digits and how
 * the session happens. SMS texts are kept to two parts (a type's title is shortened for them);
 * e-mails (booking-mail.ts) carry the whole detail.
 */
export interface BookingText {
  typeTitle: string;
  date: string;
  time: string;
  place: SessionPlace;
  customerName: string;
  /** what only e-mails tell: the booking's id (for its receipt), length and price */
  reservationId: string;
  durationMinutes: number;
  /** tomans; 0 is free */
  price: number;
  /** the bank's payment that confirmed it, if one did: it has a receipt */
  payment: { refId: string | null } | null;
  /** the site's name as its owner set it (empty when they set none) */
  site: string;
}

export type ReminderLead = '24h' | '1h';

/** a title or name in an SMS is cut to this many letters, at a word's end */
const SMS_TITLE_MAX = 20;
export const PHONE_SESSION_LINE = 'مشاور با شماره شما تماس می‌گیرد';

export const MONEY_LINES: Record<CancelMoneyOutcome, string> = {
  'nothing-paid': 'مبلغی پرداخت نشده بود.',
  reversed: 'مبلغ پرداختی به کارت شما بازگردانده شد.',
  'refund-owed': 'مبلغ پرداختی را مشاور به شما بازمی‌گرداند.',
};

export const CONSULTANT_MONEY_LINES: Record<CancelMoneyOutcome, string> = {
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

function smsMode(place: SessionPlace): string {
  return place.mode === 'phone' ? 'جلسه تلفنی؛ مشاور تماس می‌گیرد.' : `جلسه ${SESSION_MODE_LABELS[place.mode]}.`;
}

/** "{site}: " before an SMS, so the reader knows who writes; nothing while the site has no name. */
function smsPrefix(b: BookingText): string {
  return b.site ? `${b.site}: ` : '';
}

export function confirmedSms(b: BookingText): string {
  return `${smsPrefix(b)}رزرو ${smsTitle(b.typeTitle)} برای ${shortWhen(b)} قطعی شد. ${smsMode(b.place)}`;
}

export function cancelledSms(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): string {
  const who = by === 'consultant' ? 'توسط مشاور لغو شد' : 'به درخواست شما لغو شد';
  return `${smsPrefix(b)}رزرو ${smsTitle(b.typeTitle)} در ${shortWhen(b)} ${who}. ${MONEY_LINES[money]}`;
}

export function movedSms(b: BookingText, from: WallClock): string {
  return `${smsPrefix(b)}رزرو شما از ${shortWhen(from)} به ${shortWhen(b)} منتقل شد. ${smsMode(b.place)}`;
}

export function reminderLead(lead: ReminderLead): string {
  return lead === '24h' ? 'فردا' : 'یک ساعت دیگر';
}

export function reminderSms(b: BookingText, lead: ReminderLead): string {
  const link = lead === '1h' && b.place.mode === 'online' && b.place.meetingLink ? ` ${b.place.meetingLink}` : '';
  const mode = link ? `پیوند جلسه:${link}` : smsMode(b.place);
  return `${smsPrefix(b)}یادآوری جلسه ${smsTitle(b.typeTitle)}، ${reminderLead(lead)} ساعت ${toPersianDigits(b.time)}. ${mode}`;
}

export function consultantBookedSms(b: BookingText): string {
  return `${smsPrefix(b)}رزرو تازه ${smsTitle(b.typeTitle)} از ${smsTitle(b.customerName)} برای ${shortWhen(b)}.`;
}

export function consultantCancelledSms(b: BookingText, by: 'customer' | 'consultant'): string {
  const who = by === 'consultant' ? 'توسط شما' : 'توسط مشتری';
  return `${smsPrefix(b)}رزرو ${smsTitle(b.customerName)} در ${shortWhen(b)} ${who} لغو شد.`;
}
