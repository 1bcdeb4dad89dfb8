import type { WallClock } from '../../../../src/core/domain/business-time';
import { bookingCalendarFile } from '../../../../src/core/domain/booking-calendar-file';
import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import { siteTitleOf, type SiteProfile } from '../../../../src/core/domain/site-profile';
import type { MailContent, QueueRequest } from '../../notifications';
import type { CancelledNotice, ConsultantContact, NoticeBooking } from '../ports/notice-booking';
import { noticeKey, type NoticeOccasion } from '../ports/notice-keys';
import * as M from '../texts/booking-mail';
import * as T from '../texts/booking-texts';

/**
 * The messages of each occasion, each with its dedupe key: to the customer by SMS (when they
 * gave a mobile) and e-mail, and to every admin for new bookings and cancellations.
 */
export function confirmedNotices(
  b: NoticeBooking,
  consultants: ConsultantContact[],
  calendar: { host: string; now: Date; profile: SiteProfile },
): QueueRequest[] {
  const text = textOf(b, calendar.profile);
  const ics = bookingCalendarFile(
    {
      reservationId: b.id,
      typeTitle: b.typeTitle,
      date: b.date,
      time: b.time,
      sessionMinutes: b.durationMinutes,
      location: locationOf(b.place),
    },
    calendar,
  );
  return [
    ...customerSms(b, 'confirmed', T.confirmedSms(text)),
    {
      message: {
        channel: 'email',
        to: b.customer.email,
        content: M.confirmedMail(text),
        attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
      },
      dedupeKey: noticeKey('confirmed', b.id, 'email', 'customer'),
    },
    ...toConsultants(b, 'confirmed', consultants, T.consultantBookedSms(text), M.consultantBookedMail(text, contactOf(b), b.answers ?? [])),
  ];
}

export function cancelledNotices(
  b: NoticeBooking,
  consultants: ConsultantContact[],
  { by, money }: CancelledNotice,
  profile: SiteProfile,
): QueueRequest[] {
  const text = textOf(b, profile);
  return [
    ...customerSms(b, 'cancelled', T.cancelledSms(text, by, money)),
    customerEmail(b, 'cancelled', M.cancelledMail(text, by, money)),
    ...toConsultants(b, 'cancelled', consultants, T.consultantCancelledSms(text, by), M.consultantCancelledMail(text, by, money)),
  ];
}

export function movedNotices(b: NoticeBooking, from: WallClock, profile: SiteProfile): QueueRequest[] {
  const text = textOf(b, profile);
  return [...customerSms(b, 'moved', T.movedSms(text, from), b), customerEmail(b, 'moved', M.movedMail(text, from), b)];
}

export function reminderNotices(b: NoticeBooking, lead: T.ReminderLead, profile: SiteProfile): QueueRequest[] {
  const text = textOf(b, profile);
  const occasion = lead === '24h' ? 'reminder-24h' : 'reminder-1h';
  return [...customerSms(b, occasion, T.reminderSms(text, lead), b), customerEmail(b, occasion, M.reminderMail(text, lead), b)];
}

/** Where a calendar puts the session: its meeting link or office address; a phone call has no place. */
export function locationOf(place: SessionPlace): string | null {
  if (place.mode === 'online') return place.meetingLink;
  if (place.mode === 'office') return place.officeAddress;
  return null;
}

function textOf(b: NoticeBooking, profile: SiteProfile): T.BookingText {
  return {
    typeTitle: b.typeTitle,
    date: b.date,
    time: b.time,
    place: b.place,
    customerName: b.customer.name,
    reservationId: b.id,
    durationMinutes: b.durationMinutes,
    price: b.price,
    payment: b.payment,
    site: siteTitleOf(profile),
  };
}

function contactOf(b: NoticeBooking): string {
  return [b.customer.mobile, b.customer.email].filter(Boolean).join(' — ');
}

function customerSms(b: NoticeBooking, occasion: NoticeOccasion, body: string, at?: WallClock): QueueRequest[] {
  if (!b.customer.mobile) return [];
  return [{ message: { channel: 'sms', to: b.customer.mobile, body }, dedupeKey: noticeKey(occasion, b.id, 'sms', 'customer', { at }) }];
}

function customerEmail(b: NoticeBooking, occasion: NoticeOccasion, content: MailContent, at?: WallClock): QueueRequest {
  return {
    message: { channel: 'email', to: b.customer.email, content },
    dedupeKey: noticeKey(occasion, b.id, 'email', 'customer', { at }),
  };
}

function toConsultants(
  b: NoticeBooking,
  occasion: NoticeOccasion,
  consultants: ConsultantContact[],
  sms: string,
  content: MailContent,
): QueueRequest[] {
  return consultants.flatMap(({ email: address, mobile }) => [
    ...(mobile
      ? [
          {
            message: { channel: 'sms' as const, to: mobile, body: sms },
            dedupeKey: noticeKey(occasion, b.id, 'sms', 'consultant', { to: mobile }),
          },
        ]
      : []),
    {
      message: { channel: 'email' as const, to: address, content },
      dedupeKey: noticeKey(occasion, b.id, 'email', 'consultant', { to: address }),
    },
  ]);
}
