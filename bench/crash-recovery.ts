import fs from 'node:fs';
import { openDatabase, type AppDatabase } from '../server/db/database';
import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer } from '../test/fakes/fake-zarinpal-server';
import { offeredTypesWithSlots } from './support/offered-types';
import { startServerProcess } from './support/server-process';
import {
  bookAndGoToBank,
  bookPayAndReturn,
  signUp,
  stillOpen,
  type Customer,
  type PaidBooking,
  type Slot,
} from './support/crash-customers';

/** customers who book, pay and come back, so the callback confirms */
const RETURNING = 12;
/** customers who pay at the bank and close the tab, so only the reconciliation job confirms */
const WALKED_AWAY = 30;
/** a killed process's leases (the job's and the payments' it had taken) must run out first */
const SETTLED_WITHIN_MS = 10 * 60 * 1000;

export interface CrashFigures {
  /** SIGKILL in the middle of a booking and payment load */
  load: {
    database: string;
    answeredConfirmations: number;
    lostConfirmations: number;
    slotsConfirmedTwice: number;
    confirmedAfterRestart: number;
  };
  /** SIGKILL while the reconciliation job settles payments nobody came back for */
  reconciliation: {
    database: string;
    paidAtBank: number;
    walkedAway: number;
    verifiedBeforeKill: number;
    confirmedAfterRestart: number;
    refundedOrOwed: number;
    lost: number;
    confirmedTwice: number;
    verifiedTwice: number;
    secondsToSettleAfterRestart: number;
  };
}

export async function runCrashRecovery(env: Record<string, string> = {}): Promise<CrashFigures> {
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const bank = await FakeZarinpalServer.start();
  const serverEnv = {
    ...env,
    PAYMENT_GATEWAY: 'zarinpal',
    ZARINPAL_MERCHANT_ID: FAKE_ZARINPAL_MERCHANT_ID,
    ZARINPAL_BASE_URL: bank.url,
    RECONCILE_EVERY_S: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  };
  let server = await startServerProcess({ env: serverEnv });
  const dataDir = server.dataDir;
  try {
    const types = await offeredTypesWithSlots(server.url);
    // the paid types: a free one never goes to the bank
    const slots: Slot[] = types
      .filter((type) => type.price > 0 && type.availableDates.length > 0)
      .flatMap((type) =>
        type.availableDates
          .slice(1, 8)
          .flatMap((day) => day.timeSlots.map((slot) => ({ typeId: type._id, date: day.date, time: slot.time }))),
      );
    const customers: Customer[] = [];
    for (let i = 0; i < RETURNING + WALKED_AWAY; i++) customers.push(await signUp(server, i));
    const returning = customers.slice(0, RETURNING);
    const walkers = customers.slice(RETURNING);

    let next = 0;
    const walkedAway: Array<{ customer: Customer; reservationId: string; authority: string }> = [];
    for (const customer of walkers) {
      while (next < slots.length) {
        const atBank = await bookAndGoToBank(server, customer, slots[next++]);
        if (atBank) {
          walkedAway.push({ customer, ...atBank });
          break;
        }
      }
    }

    const answered: string[] = [];
    const paid: PaidBooking[] = [];
    const load = Promise.all(
      returning.map(async (customer) => {
        while (next < slots.length) {
          const id = await bookPayAndReturn(server, bank, customer, slots[next++], paid).catch(() => null);
          if (id) answered.push(id);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const { customer, authority, reservationId } of walkedAway) {
      bank.pay(authority);
      paid.push({ customer, reservationId });
    }
    // the job's first confirmation of a walked-away payment: kill it while it settles the rest
    const verifiedByJob = () => walkedAway.filter(({ authority }) => bank.successfulVerifies(authority) > 0).length;
    const watchUntil = Date.now() + 60_000;
    while (verifiedByJob() === 0 && Date.now() < watchUntil) await new Promise((resolve) => setImmediate(resolve));
    await server.stop('SIGKILL');
    const verifiedBeforeKill = verifiedByJob();
    await load;

    server = await startServerProcess({ dataDir, env: serverEnv });
    const restartedAt = Date.now();
    while ((await stillOpen(server, paid)) > 0 && Date.now() - restartedAt < SETTLED_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const secondsToSettleAfterRestart = Math.round((Date.now() - restartedAt) / 1000);
    await server.stop();

    const db = openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATABASE_URL ? null : dataDir });
    try {
      const paidAtBank = (await db.selectFrom('payments').select('authority').execute())
        .map((row) => row.authority)
        .filter((authority) => ['PAID', 'VERIFIED', 'REVERSED'].includes(bank.payment(authority)?.state ?? ''));
      return {
        load: { database, ...(await loadFigures(db, answered)) },
        reconciliation: {
          database,
          paidAtBank: paidAtBank.length,
          walkedAway: walkedAway.length,
          verifiedBeforeKill,
          ...(await settledFigures(db, paidAtBank)),
          verifiedTwice: paidAtBank.filter((authority) => bank.successfulVerifies(authority) > 1).length,
          secondsToSettleAfterRestart,
        },
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop();
    await bank.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function loadFigures(db: AppDatabase, answered: string[]): Promise<Omit<CrashFigures['load'], 'database'>> {
  const confirmed = await db.selectFrom('reservations').select(['id', 'date', 'time']).where('status', '=', 'confirmed').execute();
  const confirmedIds = new Set(confirmed.map((row) => row.id));
  return {
    answeredConfirmations: answered.length,
    lostConfirmations: answered.filter((id) => !confirmedIds.has(id)).length,
    slotsConfirmedTwice: countRepeats(confirmed.map((row) => `${row.date} ${row.time}`)),
    confirmedAfterRestart: confirmed.length,
  };
}

/** Where each payment the bank took money for ended: its booking confirmed by it, its money back or owed, or neither (lost). */
async function settledFigures(
  db: AppDatabase,
  paidAtBank: string[],
): Promise<Pick<CrashFigures['reconciliation'], 'confirmedAfterRestart' | 'refundedOrOwed' | 'lost' | 'confirmedTwice'>> {
  const rows =
    paidAtBank.length === 0
      ? []
      : await db
          .selectFrom('payments as p')
          .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
          .select(['p.status as paymentStatus', 'r.status', 'r.payment_id', 'p.id'])
          .where('p.authority', 'in', paidAtBank)
          .execute();
  const confirmedBy = rows.filter((row) => row.paymentStatus === 'paid' && row.status === 'confirmed' && row.payment_id === row.id).length;
  const refunded = rows.filter((row) => ['refund_required', 'reversed', 'refunded'].includes(row.paymentStatus)).length;
  const confirmed = await db.selectFrom('reservations').select(['id', 'date', 'time']).where('status', '=', 'confirmed').execute();
  const confirmationLines = await db.selectFrom('payment_events').select('reservation_id').where('kind', '=', 'confirmed').execute();
  const paidPayments = await db.selectFrom('payments').select('reservation_id').where('status', '=', 'paid').execute();
  return {
    confirmedAfterRestart: confirmedBy,
    refundedOrOwed: refunded,
    lost: paidAtBank.length - confirmedBy - refunded,
    confirmedTwice:
      countRepeats(confirmed.map((row) => `${row.date} ${row.time}`)) +
      countRepeats(confirmationLines.map((row) => row.reservation_id)) +
      countRepeats(paidPayments.map((row) => row.reservation_id)),
  };
}

/** how many values occur more than once */
function countRepeats(values: string[]): number {
  const seen = new Map<string, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen.values()].filter((count) => count > 1).length;
}

export function printCrash(rows: CrashFigures[]): void {
  console.log('\nSIGKILL in the middle of a booking and payment load, then a restart (target: 0 lost, 0 twice)');
  console.table(rows.map((row) => row.load));
  console.log(
    `\nSIGKILL while the reconciliation job settles payments nobody came back for (${WALKED_AWAY} walked away, ${RETURNING} came back), then a restart (target: paid = confirmed + refunded, 0 lost, 0 twice, 0 verified twice)`,
  );
  console.table(rows.map((row) => row.reconciliation));
}
