import type { MyReservation } from '../../src/core/domain/my-reservation';
import type { MyReservationsRepository } from '../../src/core/ports/booking/my-reservations-repository';

export class FakeMyReservationsRepository implements MyReservationsRepository {
  failure: Error | null = null;
  calls = 0;

  constructor(public reservations: MyReservation[] = []) {}

  async listMine(): Promise<MyReservation[]> {
    this.calls += 1;
    if (this.failure) throw this.failure;
    return this.reservations.map((reservation) => ({ ...reservation }));
  }
}

export function sampleMyReservation(overrides: Partial<MyReservation> = {}): MyReservation {
  return {
    _id: 'r-1',
    reservationTypeId: 't-1',
    title: 'مشاوره مالیاتی',
    date: '2026-11-25',
    timeSlot: '10:00',
    sessionMinutes: 60,
    price: 1_250_000,
    status: 'confirmed',
    createdAt: '2026-11-22T08:00:00.000Z',
    cancelReason: null,
    paymentRefId: '556677889',
    payment: { status: 'paid', amount: 1_250_000, refId: '556677889', cardPan: '6037-99**-****-1234', paidAt: '2026-11-22T08:03:00.000Z' },
    session: { mode: 'phone', customerMobile: '09121234567' },
    ...overrides,
  };
}
