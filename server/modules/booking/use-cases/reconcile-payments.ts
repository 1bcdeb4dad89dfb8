import type { BookingContext } from './booking-context';
import { ReverseWithBank } from './reverse-with-bank';
import { SettleWithBank } from './settle-with-bank';

/**
 * How many payments one run takes at a time, and how long it holds them against other
 * processes: long enough for the bank's slowest answers to them (a verify, an inquiry and a
 * reverse, each bounded by ZARINPAL_TIMEOUT_MS), short enough that payments a killed process
 * had claimed are asked about again soon after a restart.
 */
const BATCH = 10;
const LEASE_MS = 60 * 1000;

export interface ReconcileReport {
  asked: number;
  settled: number;
  reversed: number;
}

/**
 * The reconciliation job: every open payment whose time has come is asked about and settled
 * exactly as the callback would; every refund still owed after a transient refusal is tried
 * again. Payments are leased row by row (SKIP LOCKED), so several server processes share the
 * work and none settles a payment another is settling; a killed process's lease runs out.
 */
export class ReconcilePayments {
  private readonly settler: SettleWithBank;
  private readonly reverse: ReverseWithBank;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'events' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.settler = new SettleWithBank(context);
    this.reverse = new ReverseWithBank(context);
  }

  async execute(): Promise<ReconcileReport> {
    const { store, clock } = this.context;
    const gateway = await this.context.gateway();
    // Paid at the bank but never verified (the customer closed the tab): ask about those first.
    await store.dueNow(await gateway.unverified(), clock.now());
    const report: ReconcileReport = { asked: 0, settled: 0, reversed: 0 };
    for (;;) {
      const now = clock.now();
      const due = await store.claimDuePayments(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const payment of due) {
        report.asked += 1;
        if (payment.status === 'refund_required') {
          if ((await this.reverse.attempt(payment, 'system')).outcome === 'reversed') report.reversed += 1;
          continue;
        }
        const reservation = await store.findReservation(payment.reservationId);
        if (!reservation) continue;
        if ((await this.settler.settle(payment, reservation)) !== 'checking') report.settled += 1;
      }
      if (due.length < BATCH) return report;
    }
  }
}
