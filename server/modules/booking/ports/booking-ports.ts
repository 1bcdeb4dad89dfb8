import type { BookingReads } from './booking-reads';
import type { BookingStore } from './booking-store';
import type { PaymentGateway } from './payment-gateway';
import type { SandboxBank } from './sandbox-bank';

/** What the module is given from outside: its store and reads, the bank, and the sandbox bank's pages. */
export interface BookingPorts {
  store: BookingStore;
  reads: BookingReads;
  gateway: PaymentGateway;
  /** the built-in bank's pages, when the sandbox is the configured gateway */
  sandboxBank: SandboxBank | null;
}
