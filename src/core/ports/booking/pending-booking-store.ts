/** A slot chosen by a visitor who had to sign in first (spec section 3). */
export interface PendingBooking {
  reservationTypeId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeSlot: string;
  monthIndex: number;
  /** ms since the epoch, when it was saved */
  timestamp: number;
  /** the answers typed to the type's questions, by question id; absent when none */
  answers?: Record<string, string>;
}

/** The browser's session storage in production: the saved choice and the last reservation id. */
export interface PendingBookingStore {
  savePending(booking: PendingBooking): void;
  loadPending(): PendingBooking | null;
  clearPending(): void;
  saveLastReservationId(id: string): void;
  loadLastReservationId(): string | null;
  clearLastReservationId(): void;
}
