import { addDays } from '../../../src/core/domain/business-time';
import { tehranInstant } from '../../../src/core/domain/tehran-time';
import type { PastBooking } from '../../modules/booking';
import { hourlyTimes, type ScaleType } from './seed-scale-calendar';
import type { ScaleCustomer } from './seed-scale-customers';

const PAST_DAYS = 3 * 365;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The last three years' bookings: about a quarter confirmed and paid (one in sixteen of those
 * marked missed), half lapsed holds, the rest cancelled or released. Confirmed bookings take
 * distinct hourly times, so no two live ones overlap; the others may share a time.
 */
export function pastBookings(count: number, types: ScaleType[], customers: ScaleCustomer[], perDay: number, today: string): PastBooking[] {
  const times = hourlyTimes(perDay);
  const positions = PAST_DAYS * times.length;
  const confirmed = Math.min(Math.round(count * 0.26), positions);
  const expired = Math.round(count * 0.52);
  const cancelled = Math.round(count * 0.14);
  const bookings: PastBooking[] = [];
  for (let n = 0; n < count; n += 1) {
    // confirmed bookings spread over every position; the others cycle through them with a stride
    const position = n < confirmed ? Math.floor((n * positions) / confirmed) : (n * 7_919) % positions;
    const date = addDays(today, -1 - Math.floor(position / times.length));
    const time = times[position % times.length];
    const startsAt = tehranInstant({ date, time });
    const heldAt = new Date(startsAt - (2 + (n % 20)) * 24 * HOUR_MS);
    const type = types[n % types.length];
    const customer = customers[n % customers.length];
    const status =
      n < confirmed ? 'confirmed' : n < confirmed + expired ? 'expired' : n < confirmed + expired + cancelled ? 'cancelled' : 'released';
    bookings.push({
      userId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      reservationTypeId: type.id,
      date,
      time,
      status,
      price: type.price,
      cancelReason: status === 'cancelled' ? 'مشتری جلسه را لغو کرد.' : null,
      heldAt,
      paidAt: status === 'confirmed' ? new Date(heldAt.getTime() + 5 * 60 * 1000) : null,
      noShowAt: status === 'confirmed' && n % 16 === 3 ? new Date(startsAt + 2 * HOUR_MS) : null,
    });
  }
  return bookings;
}
