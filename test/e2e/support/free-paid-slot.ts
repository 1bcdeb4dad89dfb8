import { slotRulesOf, slotsOfDay } from '../../../src/core/domain/booking-calendar';
import type { Reservation } from '../../../src/core/domain/reservation';
import type { TestServer } from '../../server/support/test-server';
import { offeredTypeIds, typeWithSlots } from './type-slots';

export interface PaidSlot {
  typeId: string;
  date: string;
  time: string;
}

/** Tehran's calendar date `days` from now. */
export function tehranDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/**
 * A paid type's first slot on `fromDate` or later that the booking screen would offer as free,
 * decided by the screen's own rule (one calendar of time ranges, the type's length, rest and
 * notice): chosen by state, never by date or position.
 */
export async function firstFreePaidSlot(server: TestServer, fromDate: string): Promise<PaidSlot> {
  const paid = (await offeredTypeIds(server.url)).find((type) => type.price > 0)!;
  const type = await typeWithSlots(server.url, paid._id, fromDate);
  const days = type.availableDates;
  for (const day of days) {
    if (day.date < fromDate) continue;
    const taken = (await (await fetch(`${server.url}/api/reservations/by-date?date=${day.date}&reservationTypeId=${paid._id}`)).json())
      .reservations as Reservation[];
    const free = slotsOfDay(day.date, days, taken, Date.now(), null, slotRulesOf(type)).find((slot) => slot.state === 'free');
    if (free) return { typeId: paid._id, date: day.date, time: free.time };
  }
  throw new Error('no free paid slot in the demo data');
}
