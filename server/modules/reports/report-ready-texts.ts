import { formatJalaliLong, formatJalaliNumeric } from '../../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';
import { reportVersionLabel } from '../../../src/core/domain/session-report';
import { reportHref } from '../../../src/core/contracts/pages/report-href';
import type { MailContent } from '../notifications';
import type { ReportBooking } from './ports/report-bookings';

/** What the customer is told when a report (or its correction) is sent: the session it is about and where to read it. */
export interface ReportReadyText {
  booking: Pick<ReportBooking, 'reservationId' | 'typeTitle' | 'date' | 'time' | 'customerName'>;
  version: number;
  /** the site's name as its owner set it (empty when they set none) */
  site: string;
  /** the site's public address, for the SMS's link */
  publicUrl: string;
}

const isCorrection = (t: ReportReadyText) => t.version > 1;

export function reportReadyMail(t: ReportReadyText): MailContent {
  const { booking } = t;
  const said = isCorrection(t)
    ? `${booking.customerName} عزیز، ${reportVersionLabel(t.version)} گزارش جلسه شما (اصلاح‌شده) آماده است.`
    : `${booking.customerName} عزیز، گزارش کتبی جلسه شما آماده است.`;
  return {
    title: isCorrection(t) ? 'گزارش اصلاح‌شده جلسه شما آماده است' : 'گزارش جلسه شما آماده است',
    paragraphs: [said, 'گزارش را می‌توانید در «رزروهای من» بخوانید و چاپ کنید.'],
    facts: [
      { label: 'نوع جلسه', value: booking.typeTitle },
      { label: 'تاریخ جلسه', value: formatJalaliLong(booking.date) },
      { label: 'ساعت', value: `${toPersianDigits(booking.time)} به وقت تهران` },
      { label: 'نسخه گزارش', value: reportVersionLabel(t.version) },
    ],
    links: [{ label: 'خواندن گزارش', href: reportHref(booking.reservationId) }],
    notes: ['برای خواندن گزارش باید با همان حسابی که جلسه را رزرو کرده‌اید وارد شوید.'],
  };
}

export function reportReadySms(t: ReportReadyText): string {
  const prefix = t.site ? `${t.site}: ` : '';
  const what = isCorrection(t) ? `${reportVersionLabel(t.version)} گزارش` : 'گزارش';
  const link = `${t.publicUrl.replace(/\/+$/, '')}${reportHref(t.booking.reservationId)}`;
  return `${prefix}${what} جلسه ${formatJalaliNumeric(t.booking.date)} شما آماده است. ${link}`;
}
