import { reportsUseCases, type ReportBooking, type ReportBookings } from '../../../../server/modules/reports';
import { notificationsKit } from '../notifications/notifications-kit';
import { aMailSite, MAIL_PUBLIC_URL } from '../notifications/mail-site';
import { InMemoryReportStore } from './in-memory-report-store';

/** Bookings in memory, by id, as a test makes them. */
export class InMemoryReportBookings implements ReportBookings {
  readonly bookings = new Map<string, ReportBooking>();

  async booking(reservationId: string): Promise<ReportBooking | null> {
    return this.bookings.get(reservationId) ?? null;
  }
}

/** A confirmed, paid session of a customer that started an hour before the kit's now (12:00 Tehran, 1 Azar 1405). */
export function aReportBooking(overrides: Partial<ReportBooking> = {}): ReportBooking {
  return {
    reservationId: 'b1',
    typeTitle: 'مشاوره مالی تخصصی',
    date: '2026-11-22',
    time: '11:00',
    customerName: 'نرگس کاظمی',
    userId: 'customer-1',
    status: 'confirmed',
    startsAt: new Date('2026-11-22T07:30:00Z'),
    customerMobile: '09121234567',
    customerEmail: 'narges@example.com',
    ...overrides,
  };
}

/** The reports module's use cases on fakes: versions and bookings in memory, the notifications kit's outbox and clock. */
export function reportsKit() {
  const notifications = notificationsKit();
  const store = new InMemoryReportStore();
  const bookings = new InMemoryReportBookings();
  const useCases = reportsUseCases({
    store,
    bookings,
    clock: notifications.clock,
    queue: (message, dedupeKey) => notifications.useCases.queueMessage.execute({ message, dedupeKey }),
    profile: { current: async () => aMailSite().profile },
    publicUrl: MAIL_PUBLIC_URL,
  });
  const book = (booking: ReportBooking = aReportBooking()) => {
    bookings.bookings.set(booking.reservationId, booking);
    return booking;
  };
  return { ...notifications, store, bookings, useCases, book };
}
