import type { FakeZarinpalServer } from '../../test/fakes/fake-zarinpal-server';
import type { ServerProcess } from './server-process';

// The crash bench's customers, as a browser would be: sign up, hold a slot, go to the bank, come back.

export interface Customer {
  cookie: string;
  address: string;
}

export interface Slot {
  typeId: string;
  date: string;
  time: string;
}

const json = { 'content-type': 'application/json' };

function post(server: ServerProcess, path: string, customer: Customer, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...json, cookie: customer.cookie, origin: server.url, 'x-forwarded-for': customer.address },
    body: JSON.stringify(body),
  });
}

/** A customer with a complete profile, each on an address of their own (sign-ups and live holds are limited per address). */
export async function signUp(server: ServerProcess, index: number): Promise<Customer> {
  const address = `10.9.${Math.floor(index / 250)}.${index % 250}`;
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { ...json, origin: server.url, 'x-forwarded-for': address },
    body: JSON.stringify({ email: `crash-${index}-${Date.now()}@example.com`, password: 'crash-test-password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const customer = { cookie: response.headers.get('set-cookie')!.split(';')[0], address };
  const user = (await response.json()) as { _id?: string; user?: { _id: string } };
  const id = user._id ?? user.user!._id;
  await fetch(`${server.url}/api/user/update/${id}`, {
    method: 'PUT',
    headers: { ...json, cookie: customer.cookie, origin: server.url, 'x-forwarded-for': address },
    body: JSON.stringify({ firstName: 'آزمون', lastName: 'بار', mobile: '09121234567' }),
  });
  return customer;
}

/** Holds the slot and goes to the bank; null when the time is taken (one calendar for every type) or the server is gone. */
export async function bookAndGoToBank(
  server: ServerProcess,
  customer: Customer,
  slot: Slot,
): Promise<{ reservationId: string; authority: string } | null> {
  const booked = await post(server, '/api/reservations/book', customer, {
    reservationTypeId: slot.typeId,
    date: slot.date,
    timeSlot: slot.time,
  });
  if (booked.status !== 201) return null;
  const reservationId = ((await booked.json()) as { reservation: { _id: string } }).reservation._id;
  const initiated = await post(server, '/api/payments/initiate', customer, { reservationId });
  if (!initiated.ok) return null;
  const { paymentUrl } = (await initiated.json()) as { paymentUrl: string };
  return { reservationId, authority: paymentUrl.split('/').pop()! };
}

export interface PaidBooking {
  customer: Customer;
  reservationId: string;
}

/** Book, pay at the bank (noted in `paid`) and come back; resolves with the reservation id once the server said it is paid. */
export async function bookPayAndReturn(
  server: ServerProcess,
  bank: FakeZarinpalServer,
  customer: Customer,
  slot: Slot,
  paid: PaidBooking[],
): Promise<string | null> {
  const atBank = await bookAndGoToBank(server, customer, slot);
  if (!atBank) return null;
  bank.pay(atBank.authority);
  paid.push({ customer, reservationId: atBank.reservationId });
  const verified = await post(server, '/api/payments/verify', customer, {
    Authority: atBank.authority,
    Status: 'OK',
    reservationId: atBank.reservationId,
  });
  return verified.status === 200 ? atBank.reservationId : null;
}

/** How many bookings paid at the bank the server still has as open payments, as their customers' "my reservations" show them. */
export async function stillOpen(server: ServerProcess, paid: PaidBooking[]): Promise<number> {
  let open = 0;
  for (const customer of new Set(paid.map((booking) => booking.customer))) {
    const mine = (await (await fetch(`${server.url}/api/reservations/mine`, { headers: { cookie: customer.cookie } })).json()) as {
      reservations: Array<{ _id: string; payment: { status: string } | null }>;
    };
    const paidHere = new Set(paid.filter((booking) => booking.customer === customer).map((booking) => booking.reservationId));
    open += mine.reservations.filter((reservation) => paidHere.has(reservation._id) && reservation.payment?.status === 'initiated').length;
  }
  return open;
}

/**
 * Against a fake Zarinpal on loopback: some customers book, pay and come back while others pay
 * at the bank and never come back, so only the reconciliation job settles theirs. The server is
 * killed with SIGKILL as the job gives its first confirmation, restarted on the same database,
 * and left to settle. Every confirmation the server had answered must still be there, every
 * payment the bank took must end confirmed or refunded, nothing is confirmed twice, and no
 * authority is verified twice at the bank.
 */
