import type { BookingDocuments } from './booking-documents';
import type { BookingEvents } from './booking-events';
import type { BookingReads } from './booking-reads';
import type { BookingStore } from './booking-store';
import type { PaymentGateway, PaymentGatewayChoice } from './payment-gateway';
import type { PhoneBookingStore } from './phone-booking-store';
import type { PracticeSettings } from './practice-settings';
import type { SandboxBank } from './sandbox-bank';

/** What the module is given from outside: its store and reads, the bank, who is told of changes, and the sandbox bank's pages. */
export interface BookingPorts {
  store: BookingStore;
  reads: BookingReads;
  /** one bank for the server's life, or one chosen per use from the current settings */
  gateway: PaymentGateway | PaymentGatewayChoice;
  /** told after each confirmation, cancellation and move (messages hang on it) */
  events: BookingEvents;
  /** the consultant's notice for customers' cancellations and moves */
  settings: PracticeSettings;
  /** bookings the consultant makes for customers who phoned */
  phoneBookings: PhoneBookingStore;
  /** the built-in bank's pages, when the sandbox is the configured gateway */
  sandboxBank: SandboxBank | null;
  /** the customer's uploads attached to a new hold; without it a booking naming documents is refused */
  documents?: BookingDocuments;
}
