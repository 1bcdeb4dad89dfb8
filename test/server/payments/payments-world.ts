import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';

export async function call(server: TestServer, path: string, body: unknown, user?: SignedInUser) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const minutesAgo = (server: TestServer, minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

/**
 * A server on the sandbox bank for a test file, a signed-in customer and a type of 1,250,000
 * tomans; each `pending` hold is on a time of its own, so tests never collide on the one calendar.
 */
export function usePaymentsServer() {
  const w = { slot: 0 } as { server: TestServer; user: SignedInUser; typeId: string; slot: number };
  beforeAll(async () => {
    w.server = await startTestServer();
    w.user = await signInDirectly(w.server.db);
    w.typeId = await insertReservationType(w.server.db, { price: 1_250_000 });
  });
  afterAll(async () => w.server.close());

  async function pending(options: { owner?: SignedInUser; minutes?: number; type?: string } = {}) {
    w.slot += 1;
    return insertReservation(w.server.db, {
      userId: (options.owner ?? w.user).id,
      typeId: options.type ?? w.typeId,
      createdAt: minutesAgo(w.server, options.minutes ?? 1),
      date: '2026-12-01',
      time: `${String(w.slot).padStart(2, '0')}:00`,
    });
  }

  async function initiate(reservationId: string, owner = w.user) {
    const { status, body } = await call(w.server, '/api/payments/initiate', { reservationId }, owner);
    expect(status).toBe(200);
    const authority = body.paymentUrl.split('/').pop() as string;
    return { paymentUrl: body.paymentUrl as string, authority };
  }

  async function pressAtBank(authority: string, choice: 'pay' | 'cancel') {
    return fetch(`${w.server.url}/sandbox-bank/${authority}/${choice}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: w.server.url },
      body: '',
      redirect: 'manual',
    });
  }

  const reservation = (id: string) => w.server.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const payment = (authority: string) =>
    w.server.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
  const verify = (authority: string, reservationId: string, Status = 'OK', owner = w.user) =>
    call(w.server, '/api/payments/verify', { Authority: authority, Status, reservationId }, owner);
  return Object.assign(w, { pending, initiate, pressAtBank, reservation, payment, verify });
}
