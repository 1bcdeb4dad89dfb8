import { randomUUID } from 'node:crypto';
import { scheduleUseCases, type ScheduleUseCases } from '../../../../server/modules/schedule';
import type { BookingStatus } from '../../../../src/core/domain/admin-booking';
import type { ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryBookingListReads } from './in-memory-booking-list-reads';
import { InMemoryNoShowMarks } from './in-memory-no-show-marks';
import { InMemoryOfferedTypeReads } from './in-memory-offered-type-reads';
import { InMemoryReservationTypeStore } from './in-memory-reservation-type-store';
import { InMemorySlotStore } from './in-memory-slot-store';
import { ScheduleRows, type ReservationRow } from './schedule-rows';

export const TYPE_FIELDS: ReservationTypeInput = {
  title: 'مشاوره مالیاتی',
  description: 'بررسی اظهارنامه',
  price: 1_250_000,
  includedServices: ['جلسه ۴۵ دقیقه‌ای'],
  displayOrder: 0,
  session: { mode: 'phone', meetingLink: null, officeAddress: null },
  durationMinutes: 45,
  bufferMinutes: 0,
  popular: false,
};

/**
 * The schedule module's use cases on fakes alone: its types, slots and reservations in
 * memory on one calendar, and a clock the test moves (by default 12:00 in Tehran, 2026-11-22).
 */
export function scheduleKit(now = '2026-11-22T08:30:00Z') {
  const clock = new FakeServerClock(now);
  const rows = new ScheduleRows();
  const useCases: ScheduleUseCases = scheduleUseCases(
    {
      types: new InMemoryReservationTypeStore(rows),
      slots: new InMemorySlotStore(rows),
      bookings: new InMemoryBookingListReads(rows),
      offered: new InMemoryOfferedTypeReads(rows),
      noShows: new InMemoryNoShowMarks(rows),
    },
    clock,
  );

  return {
    clock,
    rows,
    useCases,
    /** a type created as the admin creates one; answers its id */
    async type(fields: Partial<ReservationTypeInput> = {}): Promise<string> {
      return (await useCases.saveType.execute({ ...TYPE_FIELDS, ...fields })).type._id;
    },
    /** a slot offered as the admin adds one; answers its id */
    async slot(typeId: string, date: string, time: string): Promise<string> {
      return (await useCases.addSlot.execute(typeId, { date, time })).slot._id;
    },
    /** a reservation on the calendar, as the booking module leaves one (confirmed and made now unless told) */
    reserve(
      typeId: string,
      at: { date: string; time: string; status?: BookingStatus; createdAt?: string } & Omit<Partial<ReservationRow>, 'createdAt'>,
    ): string {
      const id = randomUUID();
      const { status = 'confirmed', createdAt, ...rest } = at;
      rows.reservations.push({
        _id: id,
        customerName: 'سارا احمدی',
        customerEmail: 'sara@example.com',
        customerMobile: '09121234567',
        reservationTypeId: typeId,
        price: 1_250_000,
        refId: null,
        cancelReason: null,
        paymentStatus: null,
        gatewayCode: null,
        failureReason: null,
        paidAt: null,
        noShowAt: null,
        ...rest,
        status,
        createdAt: createdAt ? new Date(createdAt) : clock.now(),
      });
      return id;
    },
  };
}

export type ScheduleKit = ReturnType<typeof scheduleKit>;
