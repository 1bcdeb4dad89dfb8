import type { PendingBooking, PendingBookingStore } from '../../core/ports/booking/pending-booking-store';

const PENDING_KEY = 'pendingReservation';
const LAST_RESERVATION_KEY = 'reservationId';

/** Keeps the pending choice and the last reservation id in session storage. */
export class SessionStoragePendingBookingStore implements PendingBookingStore {
  constructor(private readonly storage: Storage) {}

  savePending(booking: PendingBooking): void {
    this.storage.setItem(PENDING_KEY, JSON.stringify(booking));
  }

  loadPending(): PendingBooking | null {
    const raw = this.storage.getItem(PENDING_KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as PendingBooking;
      if (typeof value?.reservationTypeId !== 'string' || typeof value.timestamp !== 'number') return null;
      // answers someone else wrote there are not kept: only text by question id
      const { answers, ...choice } = value;
      const typed = answers && typeof answers === 'object' && Object.values(answers).every((answer) => typeof answer === 'string');
      return typed ? value : choice;
    } catch {
      return null;
    }
  }

  clearPending(): void {
    this.storage.removeItem(PENDING_KEY);
  }

  saveLastReservationId(id: string): void {
    this.storage.setItem(LAST_RESERVATION_KEY, id);
  }

  loadLastReservationId(): string | null {
    return this.storage.getItem(LAST_RESERVATION_KEY);
  }

  clearLastReservationId(): void {
    this.storage.removeItem(LAST_RESERVATION_KEY);
  }
}
