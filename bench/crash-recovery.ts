import { openDatabase } from '../server/db/database';
import { startServerProcess, type ServerProcess } from './support/server-process';

interface Customer {
  cookie: string;
}

export interface CrashFigures {
  database: string;
  answeredConfirmations: number;
  lostConfirmations: number;
  slotsConfirmedTwice: number;
  confirmedAfterRestart: number;
}

const json = { 'content-type': 'application/json' };

async function signUp(server: ServerProcess, index: number): Promise<Customer> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `crash-${index}-${Date.now()}@example.com`, password: 'crash-test-password' }),
  });
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const user = (await response.json()) as { _id?: string; user?: { _id: string } };
  const id = user._id ?? user.user!._id;
  await fetch(`${server.url}/api/user/update/${id}`, { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify({ firstName: 'آزمون', lastName: 'بار' }) });
  return { cookie };
}

/** Book, pay in the sandbox bank and verify; resolves with the reservation id once verify said OK. */
async function bookAndPay(server: ServerProcess, customer: Customer, typeId: string, date: string, time: string): Promise<string | null> {
  const booked = await fetch(`${server.url}/api/reservations/book`, { method: 'POST', headers: { ...json, cookie: customer.cookie }, body: JSON.stringify({ reservationTypeId: typeId, date, timeSlot: time }) });
  if (booked.status !== 201) return null;
  const reservationId = ((await booked.json()) as { reservation: { _id: string } }).reservation._id;
  const initiated = await fetch(`${server.url}/api/payments/initiate`, { method: 'POST', headers: { ...json, cookie: customer.cookie }, body: JSON.stringify({ reservationId }) });
  if (!initiated.ok) return null;
  const { paymentUrl } = (await initiated.json()) as { paymentUrl: string };
  const authority = new URL(paymentUrl, server.url).pathname.split('/').pop()!;
  const paid = await fetch(`${server.url}${new URL(paymentUrl, server.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) return null;
  const verified = await fetch(`${server.url}/api/payments/verify`, { method: 'POST', headers: { ...json, cookie: customer.cookie }, body: JSON.stringify({ Authority: authority, Status: 'OK', reservationId }) });
  return verified.ok ? reservationId : null;
}

/**
 * Customers book and pay while the server is killed with SIGKILL mid-load; after a restart on the
 * same database every confirmation the server had answered must still be there, and no date and
 * time may be confirmed twice.
 */
export async function runCrashRecovery(env: Record<string, string> = {}): Promise<CrashFigures> {
  let server = await startServerProcess({ env });
  const dataDir = server.dataDir;
  const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string; availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }> }> };
  const slots = types.data.filter((type) => type.availableDates.length > 0).flatMap((type) =>
    type.availableDates.slice(1, 8).flatMap((day) => day.timeSlots.map((slot) => ({ typeId: type._id, date: day.date, time: slot.time }))),
  );
  const customers = [];
  for (let i = 0; i < 12; i++) customers.push(await signUp(server, i));

  const answered: string[] = [];
  let next = 0;
  const worker = async (customer: Customer) => {
    while (next < slots.length) {
      const slot = slots[next++];
      const id = await bookAndPay(server, customer, slot.typeId, slot.date, slot.time).catch(() => null);
      if (id) answered.push(id);
    }
  };
  const load = Promise.all(customers.map(worker));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await server.stop('SIGKILL');
  await load;

  server = await startServerProcess({ dataDir, env });
  await server.stop();
  const db = openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATABASE_URL ? null : dataDir });
  try {
    const confirmed = await db.selectFrom('reservations').select(['id', 'date', 'time']).where('status', '=', 'confirmed').execute();
    const confirmedIds = new Set(confirmed.map((row) => row.id));
    const perSlot = new Map<string, number>();
    for (const row of confirmed) perSlot.set(`${row.date} ${row.time}`, (perSlot.get(`${row.date} ${row.time}`) ?? 0) + 1);
    return {
      database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      answeredConfirmations: answered.length,
      lostConfirmations: answered.filter((id) => !confirmedIds.has(id)).length,
      slotsConfirmedTwice: [...perSlot.values()].filter((count) => count > 1).length,
      confirmedAfterRestart: confirmed.length,
    };
  } finally {
    await db.destroy();
  }
}

export function printCrash(rows: CrashFigures[]): void {
  console.log('\nSIGKILL in the middle of a booking and payment load, then a restart (target: 0 lost, 0 twice)');
  console.table(rows);
}
