import type { PendingBooking, PendingBookingStore } from '../../src/core/ports/booking/pending-booking-store';

export class InMemoryPendingBookingStore implements PendingBookingStore {
  pending: PendingBooking | null = null;
  lastReservationId: string | null = null;

  savePending(booking: PendingBooking): void {
    this.pending = { ...booking };
  }

  loadPending(): PendingBooking | null {
    return this.pending ? { ...this.pending } : null;
  }

  clearPending(): void {
    this.pending = null;
  }

  saveLastReservationId(id: string): void {
    this.lastReservationId = id;
  }

  loadLastReservationId(): string | null {
    return this.lastReservationId;
  }

  clearLastReservationId(): void {
    this.lastReservationId = null;
  }
}
