/** A booking whose session has passed, as a practice's earlier years left it. */
export interface PastBooking {
  userId: string;
  customerName: string;
  customerEmail: string;
  reservationTypeId: string;
  /** YYYY-MM-DD and HH:mm on Tehran's calendar */
  date: string;
  time: string;
  status: 'confirmed' | 'cancelled' | 'expired' | 'released';
  /** tomans */
  price: number;
  cancelReason: string | null;
  /** when the customer held the time */
  heldAt: Date;
  /** set for a confirmed booking: when it was paid (a paid payment goes with it) */
  paidAt: Date | null;
  /** when the consultant marked the confirmed session as missed */
  noShowAt: Date | null;
}

/**
 * Bookings brought in wholesale (a large practice's history for the scale bench), written with
 * their payments and ledger lines in a few transactions. The database's own rules still hold:
 * its triggers fill each booking's time range and its constraint refuses overlapping live ones.
 */
export interface BookingHistoryImport {
  /** how many bookings it wrote */
  importPast(bookings: readonly PastBooking[]): Promise<number>;
}
