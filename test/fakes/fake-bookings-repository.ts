import type { AdminBooking, BookingFilters } from '../../src/core/domain/admin-booking';
import type { BookingsRepository, PaymentHistory } from '../../src/core/ports/schedule/bookings-repository';
import type { KnownCustomer, PhoneBooking } from '../../src/core/domain/phone-booking';

/**
 * All bookings in memory: filters as the server does, cancels confirmed or pending ones (a paid
 * one then owes its money back), and answers each booking's payment history from `histories`.
 */
export class FakeBookingsRepository implements BookingsRepository {
  listCalls: BookingFilters[] = [];
  cancelCalls: Array<{ id: string; reason: string }> = [];
  historyCalls: string[] = [];
  noShowCalls: Array<{ id: string; missed: boolean }> = [];
  failWith: string | null = null;

  constructor(
    public bookings: AdminBooking[] = [],
    public histories: Record<string, PaymentHistory> = {},
  ) {}

  async list(filters: BookingFilters): Promise<AdminBooking[]> {
    this.listCalls.push(filters);
    if (this.failWith) throw new Error(this.failWith);
    return this.bookings.filter(
      (booking) =>
        (!filters.from || booking.date >= filters.from) &&
        (!filters.to || booking.date <= filters.to) &&
        (!filters.typeId || booking.reservationTypeId === filters.typeId) &&
        (!filters.status || booking.status === filters.status) &&
        (!filters.search ||
          `${booking.customerName} ${booking.customerEmail} ${booking.customerMobile ?? ''}`.toLowerCase().includes(filters.search)),
    );
  }

  exportUrl(filters: BookingFilters): string {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>).toString();
    return `http://api.test/api/reservations/export.csv${query ? `?${query}` : ''}`;
  }

  async cancel(id: string, reason: string): Promise<string> {
    this.cancelCalls.push({ id, reason });
    if (this.failWith) throw new Error(this.failWith);
    const booking = this.bookings.find((candidate) => candidate._id === id);
    if (!booking) throw new Error('رزرو پیدا نشد');
    booking.status = 'cancelled';
    booking.cancelReason = reason;
    if (booking.paymentStatus !== 'paid' || booking.price === 0) return 'رزرو لغو شد و زمان آن دوباره آزاد است';
    booking.paymentStatus = 'refund_required';
    return 'رزرو لغو شد؛ مبلغ پرداختی به فهرست بازگشت وجه افزوده شد';
  }

  async markNoShow(id: string, missed: boolean): Promise<string> {
    this.noShowCalls.push({ id, missed });
    if (this.failWith) throw new Error(this.failWith);
    const booking = this.bookings.find((candidate) => candidate._id === id);
    if (!booking) throw new Error('رزرو پیدا نشد');
    booking.noShowAt = missed ? new Date().toISOString() : null;
    return missed ? 'جلسه با علامت «نیامد» ثبت شد' : 'علامت «نیامد» برداشته شد';
  }

  /** the accounts the customer search looks through, and the phone bookings sent */
  customers: KnownCustomer[] = [];
  phoneBookings: PhoneBooking[] = [];

  async findCustomers(search: string): Promise<KnownCustomer[]> {
    const folded = search.trim().toLowerCase();
    return this.customers.filter((customer) =>
      `${customer.name} ${customer.email} ${customer.mobile ?? ''}`.toLowerCase().includes(folded),
    );
  }

  async bookForCaller(booking: PhoneBooking): Promise<string> {
    if (this.failWith) throw new Error(this.failWith);
    this.phoneBookings.push(booking);
    return 'رزرو برای مشتری ثبت و قطعی شد';
  }

  async paymentHistory(id: string): Promise<PaymentHistory> {
    this.historyCalls.push(id);
    if (this.failWith) throw new Error(this.failWith);
    const history = this.histories[id];
    if (!history) throw new Error('رزرو پیدا نشد');
    return history;
  }
}
