import type { OfferedTypeReads } from '../../../../server/modules/schedule';
import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import type { DayRange } from '../../../../src/core/domain/day-range';
import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';
import { offeredSessionOf } from '../../../../src/core/domain/customer-session';
import { byDateTime, type ScheduleRows, type TypeRow } from './schedule-rows';

/** The active types customers see, read from the shared rows (these rows know no days off). */
export class InMemoryOfferedTypeReads implements OfferedTypeReads {
  constructor(private readonly rows: ScheduleRows) {}

  async listActive(): Promise<ReservationType[]> {
    return this.rows
      .typesInOrder()
      .filter((type) => type.isActive)
      .map((type) => this.card(type));
  }

  async findActive(id: string): Promise<ReservationType | null> {
    const type = this.rows.type(id);
    return type?.isActive ? this.card(type) : null;
  }

  async availableDates(typeIds: string[], range: DayRange): Promise<Map<string, AvailableDate[]>> {
    const byType = new Map<string, AvailableDate[]>();
    const inRange = this.rows.slots.filter((row) => typeIds.includes(row.typeId) && row.date >= range.from && row.date <= range.to);
    for (const slot of inRange.sort(byDateTime)) {
      const dates = byType.get(slot.typeId) ?? [];
      const last = dates[dates.length - 1];
      const day = last?.date === slot.date ? last : dates[dates.push({ date: slot.date, timeSlots: [] }) - 1];
      day.timeSlots.push({ _id: slot.id, time: slot.time });
      byType.set(slot.typeId, dates);
    }
    return byType;
  }

  async offeredDays(typeId: string, fromDay: string): Promise<string[]> {
    const days = this.rows.slots.filter((row) => row.typeId === typeId && row.date >= fromDay).map((row) => row.date);
    return [...new Set(days)].sort();
  }

  private card(type: TypeRow): ReservationType {
    return {
      _id: type.id,
      title: type.title,
      description: type.description,
      price: type.price,
      includedServices: [...type.includedServices],
      session: offeredSessionOf(type.session),
      durationMinutes: type.durationMinutes,
      bufferMinutes: type.bufferMinutes,
      popular: type.popular,
      bookingNoticeMinutes: DEFAULT_BOOKING_NOTICE_MINUTES,
      availableDates: [],
    };
  }
}
