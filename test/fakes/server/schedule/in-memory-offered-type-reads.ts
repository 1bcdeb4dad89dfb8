import type { OfferedTypeReads } from '../../../../server/modules/schedule';
import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';
import { offeredSessionOf } from '../../../../src/core/domain/customer-session';
import { byDateTime, type ScheduleRows, type TypeRow } from './schedule-rows';

/** The active types customers see, read from the shared rows. */
export class InMemoryOfferedTypeReads implements OfferedTypeReads {
  constructor(private readonly rows: ScheduleRows) {}

  async listActive(fromDate: string): Promise<ReservationType[]> {
    return this.rows.typesInOrder().filter((type) => type.isActive).map((type) => this.offered(type, fromDate));
  }

  async findActive(id: string, fromDate: string): Promise<ReservationType | null> {
    const type = this.rows.type(id);
    return type?.isActive ? this.offered(type, fromDate) : null;
  }

  private offered(type: TypeRow, fromDate: string): ReservationType {
    const availableDates: AvailableDate[] = [];
    for (const slot of this.rows.slots.filter((row) => row.typeId === type.id && row.date >= fromDate).sort(byDateTime)) {
      const last = availableDates[availableDates.length - 1];
      const day = last?.date === slot.date ? last : availableDates[availableDates.push({ date: slot.date, timeSlots: [] }) - 1];
      day.timeSlots.push({ _id: slot.id, time: slot.time });
    }
    return { _id: type.id, title: type.title, description: type.description, price: type.price, includedServices: [...type.includedServices], session: offeredSessionOf(type.session),
      durationMinutes: type.durationMinutes, bufferMinutes: type.bufferMinutes, popular: type.popular, bookingNoticeMinutes: DEFAULT_BOOKING_NOTICE_MINUTES, availableDates };
  }
}
