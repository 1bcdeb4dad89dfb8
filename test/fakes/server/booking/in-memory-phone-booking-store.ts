import { randomUUID } from 'node:crypto';
import { SlotTakenError, type PhoneBookingStore, type NewPhoneBooking } from '../../../../server/modules/booking';
import type { InMemoryBookingStore } from './in-memory-booking-store';
import { DEFAULT_SESSION_MINUTES } from '../../../../src/core/domain/session-length';

/**
 * Phone bookings on the in-memory store's rows: known customers by id (`customers`), a new
 * customer refused when their e-mail is known, one live booking per date and time.
 */
export class InMemoryPhoneBookingStore implements PhoneBookingStore {
  readonly customers = new Map<string, { email: string; firstName: string; lastName: string }>();

  constructor(private readonly store: InMemoryBookingStore) {}

  async findCustomers(folded: string, limit: number) {
    return [...this.customers.entries()]
      .filter(([, customer]) => `${customer.firstName} ${customer.lastName} ${customer.email}`.toLowerCase().includes(folded))
      .slice(0, limit)
      .map(([id, customer]) => ({ id, name: `${customer.firstName} ${customer.lastName}`, email: customer.email, mobile: null }));
  }

  async book(booking: NewPhoneBooking): Promise<{ reservationId: string } | 'customer-not-found' | 'email-taken'> {
    let userId: string;
    if ('userId' in booking.customer) {
      if (!this.customers.has(booking.customer.userId)) return 'customer-not-found';
      userId = booking.customer.userId;
    } else {
      const email = booking.customer.email.toLowerCase();
      if ([...this.customers.values()].some((customer) => customer.email.toLowerCase() === email)) return 'email-taken';
      userId = randomUUID();
      this.customers.set(userId, booking.customer);
    }
    const live = this.store.reservations.some(
      (row) =>
        row.date === booking.date &&
        row.time === booking.time &&
        (row.status === 'confirmed' || (row.status === 'pending' && row.createdAt > booking.lapsedBefore)),
    );
    if (live) throw new SlotTakenError();
    const customer = this.customers.get(userId)!;
    const id = randomUUID();
    const type = this.store.types.get(booking.reservationTypeId)!;
    this.store.reservations.push({
      id,
      userId,
      reservationTypeId: booking.reservationTypeId,
      typeTitle: type.title,
      date: booking.date,
      time: booking.time,
      sessionMinutes: type.durationMinutes ?? DEFAULT_SESSION_MINUTES,
      status: 'confirmed',
      price: booking.price,
      paymentId: null,
      customerEmail: customer.email,
      createdAt: booking.now,
      customerName: `${customer.firstName} ${customer.lastName}`,
      clientAddress: '',
      cancelReason: null,
    });
    this.store.ledger.push({
      reservationId: id,
      paymentId: null,
      kind: 'booked-by-consultant',
      actor: 'consultant',
      actorId: booking.consultantId,
      gatewayCode: null,
      message: booking.paidOutside === null ? 'free' : `paid outside the site: ${booking.paidOutside}`,
      from: null,
      to: 'confirmed',
      at: booking.now,
    });
    return { reservationId: id };
  }
}
