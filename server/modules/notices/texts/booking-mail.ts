import type { WallClock } from '../../../../src/core/domain/business-time';
import { formatJalaliLong } from '../../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import { priceText } from '../../../../src/core/domain/price-text';
import { SESSION_MODE_LABELS, type SessionPlace } from '../../../../src/core/domain/session-mode';
import { sessionLengthText } from '../../../../src/core/domain/session-length';
import { dashboardHref } from '../../../../src/core/contracts/pages/dashboard-tabs';
import { receiptHref } from '../../../../src/core/contracts/pages/receipt-href';
import type { CancelMoneyOutcome } from '../../booking';
import type { BookingAnswer } from '../../../../src/core/domain/booking-questions/booking-question';
import { answerText } from '../../../../src/core/domain/booking-questions/parse-answers';
import type { MailContent, MailFact, MailLink } from '../../notifications';
import {
  CONSULTANT_MONEY_LINES,
  longWhen,
  MONEY_LINES,
  PHONE_SESSION_LINE,
  reminderLead,
  type BookingText,
  type ReminderLead,
} from './booking-texts';

/**
 * The e-mails about a booking, as content: what happened, the booking's facts (type, Jalali
 * date, Tehran's time, length, amount, how it happens, the bank's reference) and the pages
 * to go on to. The outbox writes each as text and as HTML in the site's name.
 */
export const MAIL_LINKS = {
  myReservations: 'رزروهای من',
  receipt: 'مشاهده و چاپ رسید',
  allBookings: 'همه رزروها',
} as const;

/** How the session happens, with its link, address or the phone call. */
export function modeFacts(place: SessionPlace): MailFact[] {
  const mode: MailFact = { label: 'نحوه برگزاری', value: SESSION_MODE_LABELS[place.mode] };
  if (place.mode === 'online')
    return place.meetingLink ? [mode, { label: 'پیوند جلسه', value: place.meetingLink, href: place.meetingLink }] : [mode];
  if (place.mode === 'office') return place.officeAddress ? [mode, { label: 'نشانی', value: place.officeAddress }] : [mode];
  return [mode, { label: 'تماس', value: PHONE_SESSION_LINE }];
}

function facts(b: BookingText): MailFact[] {
  return [
    { label: 'نوع جلسه', value: b.typeTitle },
    { label: 'تاریخ', value: formatJalaliLong(b.date) },
    { label: 'ساعت', value: `${toPersianDigits(b.time)} به وقت تهران` },
    { label: 'مدت جلسه', value: sessionLengthText(b.durationMinutes) },
    { label: 'مبلغ', value: priceText(b.price) },
    ...modeFacts(b.place),
    ...(b.payment?.refId ? [{ label: 'کد پیگیری بانک', value: toPersianDigits(b.payment.refId) }] : []),
  ];
}

/** The customer's ways on: their bookings, and the receipt when a bank paid. */
function customerLinks(b: BookingText): MailLink[] {
  return [
    { label: MAIL_LINKS.myReservations, href: dashboardHref('reservations') },
    ...(b.payment ? [{ label: MAIL_LINKS.receipt, href: receiptHref(b.reservationId) }] : []),
  ];
}

const consultantLinks: MailLink[] = [{ label: MAIL_LINKS.allBookings, href: dashboardHref('bookings') }];

function mail(title: string, parts: Partial<MailContent>): MailContent {
  return { title, paragraphs: [], facts: [], links: [], notes: [], ...parts };
}

export function confirmedMail(b: BookingText): MailContent {
  return mail('رزرو شما قطعی شد', {
    paragraphs: [`${b.customerName} عزیز، رزرو شما قطعی شد.`],
    facts: facts(b),
    links: customerLinks(b),
    notes: ['فایل تقویم این جلسه پیوست شده است.'],
  });
}

export function cancelledMail(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): MailContent {
  const who = by === 'consultant' ? 'این رزرو توسط مشاور لغو شد.' : 'این رزرو به درخواست شما لغو شد.';
  return mail('رزرو شما لغو شد', {
    paragraphs: [`${b.customerName} عزیز، ${who}`, MONEY_LINES[money]],
    facts: facts(b),
    links: customerLinks(b),
  });
}

export function movedMail(b: BookingText, from: WallClock): MailContent {
  return mail('زمان رزرو شما تغییر کرد', {
    paragraphs: [`${b.customerName} عزیز، زمان رزرو شما تغییر کرد.`],
    facts: [{ label: 'زمان پیشین', value: longWhen(from) }, ...facts(b)],
    links: customerLinks(b),
  });
}

export function reminderMail(b: BookingText, lead: ReminderLead): MailContent {
  return mail(`یادآوری جلسه ${reminderLead(lead)}`, {
    paragraphs: [`${b.customerName} عزیز، جلسه شما ${reminderLead(lead)} برگزار می‌شود.`],
    facts: facts(b),
    links: customerLinks(b),
  });
}

/** The consultant's news of a booking, with the customer's answers to the type's questions after its facts, each under its question as asked. */
export function consultantBookedMail(b: BookingText, customerContact: string, answers: BookingAnswer[] = []): MailContent {
  return mail('رزرو تازه', {
    paragraphs: [`رزرو تازه‌ای از ${b.customerName} قطعی شد.`],
    facts: [
      { label: 'راه تماس مشتری', value: customerContact },
      ...facts(b),
      ...answers.map((answer) => ({ label: answer.label, value: answerText(answer) })),
    ],
    links: consultantLinks,
  });
}

export function consultantCancelledMail(b: BookingText, by: 'customer' | 'consultant', money: CancelMoneyOutcome): MailContent {
  const who = by === 'consultant' ? 'توسط شما' : 'توسط مشتری';
  return mail('رزرو لغو شد', {
    paragraphs: [`رزرو ${b.customerName} ${who} لغو شد.`, CONSULTANT_MONEY_LINES[money]],
    facts: facts(b),
    links: consultantLinks,
  });
}
