import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer } from '../../fakes/fake-zarinpal-server';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservationType, insertSlots } from '../support/insert-reservation';
import { bookingUseCasesFor, type BookingUseCases } from '../../../server/modules/booking';

export const SILENT = { info: () => {}, warn: () => {}, error: () => {} };

/** A bank that is a fake Zarinpal on loopback, a server that speaks to it, and a customer with a type to book. */
export interface MoneyWorld {
  bank: FakeZarinpalServer;
  server: TestServer;
  useCases: BookingUseCases;
  customer: SignedInUser;
  consultant: SignedInUser;
  typeId: string;
  /** a fresh free slot of the type for each call, so tests never share one */
  nextSlot(): Promise<{ date: string; time: string }>;
  close(): Promise<void>;
}

export async function startMoneyWorld(options: TestServerOptions = {}): Promise<MoneyWorld> {
  let server: TestServer | undefined;
  const bank = await FakeZarinpalServer.start({ clock: { now: () => server!.clock.now() } });
  server = await startTestServer({
    ...options,
    env: {
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: FAKE_ZARINPAL_MERCHANT_ID,
      ZARINPAL_BASE_URL: bank.url,
      ZARINPAL_TIMEOUT_MS: '500',
      RECONCILE_EVERY_S: '1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      TRUST_PROXY: '1',
      ...options.env,
    },
  });
  const customer = await signInDirectly(server.db, { firstName: 'نرگس', lastName: 'صالحی' });
  const consultant = await signInDirectly(server.db, { isAdmin: true });
  const typeId = await insertReservationType(server.db, { price: 1_250_000 });
  let hour = 0;
  let day = 1;
  const world: MoneyWorld = {
    bank,
    server,
    useCases: bookingUseCasesFor(server.deps, SILENT),
    customer,
    consultant,
    typeId,
    async nextSlot() {
      hour += 1;
      if (hour > 20) {
        hour = 1;
        day += 1;
      }
      const slot = { date: `2026-12-${String(day).padStart(2, '0')}`, time: `${String(hour).padStart(2, '0')}:00` };
      await insertSlots(server!.db, typeId, [slot]);
      return slot;
    },
    async close() {
      await server!.close();
      await bank.stop();
    },
  };
  return world;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

/** One JSON call to the server as a browser on `address` would make it. */
export async function api(
  world: MoneyWorld,
  method: string,
  path: string,
  user?: SignedInUser,
  body?: unknown,
  address = '10.0.0.1',
): Promise<Answer> {
  const response = await fetch(`${world.server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(user ? { cookie: user.cookie } : {}),
      origin: world.server.url,
      'x-forwarded-for': address,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

let customers = 0;

export type Customer = SignedInUser & { address: string };

/** A new customer with a complete profile, on an address of their own (one live hold each, a few per address). */
export async function newCustomer(world: MoneyWorld): Promise<Customer> {
  customers += 1;
  const user = await signInDirectly(world.server.db, { firstName: 'مشتری', lastName: `شماره ${customers}` });
  return { ...user, address: `10.1.${Math.floor(customers / 250)}.${customers % 250}` };
}

/** A new customer books a fresh slot and goes to the bank; answers who, the reservation and the bank's authority. */
export async function bookAndGoToBank(
  world: MoneyWorld,
  more: { answers?: Record<string, unknown> } = {},
): Promise<{ customer: Customer; reservationId: string; authority: string; slot: { date: string; time: string } }> {
  const user = await newCustomer(world);
  const slot = await world.nextSlot();
  const booked = await api(
    world,
    'POST',
    '/api/reservations/book',
    user,
    { reservationTypeId: world.typeId, date: slot.date, timeSlot: slot.time, ...more },
    user.address,
  );
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${booked.body.message}`);
  const reservationId = (booked.body.reservation as { _id: string })._id;
  return { customer: user, reservationId, authority: await goToBank(world, reservationId, user), slot };
}

export async function goToBank(world: MoneyWorld, reservationId: string, user: SignedInUser): Promise<string> {
  const initiated = await api(world, 'POST', '/api/payments/initiate', user, { reservationId });
  if (initiated.status !== 200) throw new Error(`initiate answered ${initiated.status}: ${initiated.body.message}`);
  return (initiated.body.paymentUrl as string).split('/').pop()!;
}

export function verify(world: MoneyWorld, authority: string, reservationId: string, user: SignedInUser, Status = 'OK'): Promise<Answer> {
  return api(world, 'POST', '/api/payments/verify', user, { Authority: authority, Status, reservationId });
}

export async function reservationRow(world: MoneyWorld, id: string) {
  return world.server.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function paymentRow(world: MoneyWorld, authority: string) {
  return world.server.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
}

/** The ledger of one reservation, oldest first, as kind → status moves. */
export async function ledgerOf(world: MoneyWorld, reservationId: string): Promise<string[]> {
  const rows = await world.server.db
    .selectFrom('payment_events')
    .select(['kind', 'from_status', 'to_status', 'gateway_code'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
  return rows.map(
    (row) => `${row.kind} ${row.from_status ?? '-'}→${row.to_status ?? '-'}${row.gateway_code === null ? '' : ` (${row.gateway_code})`}`,
  );
}

/** Moves the server's clock past when the job would next ask, and runs the reconciliation job once. */
export async function runReconciliation(world: MoneyWorld) {
  world.server.clock.advance(world.server.config.reconcileEveryMs * 64);
  return world.useCases.reconcilePayments.execute();
}

export { insertSlots, signInDirectly };
