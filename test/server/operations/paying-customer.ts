import type { AppDatabase } from '../../../server/db/database';
import type { ServerProcess } from '../support/server-process';
import { signInDirectly } from '../support/sign-in-directly';
import { api, payAtSandboxBank, type Answer } from './round-robin-client';

export interface Slot {
  date: string;
  time: string;
}

/** What the customers were told: only answers that said yes, each to be found in the database exactly so. */
export interface Told {
  booked: Array<{ userId: string; reservationId: string; slot: Slot }>;
  initiated: Array<{ reservationId: string; authority: string }>;
  paidAtBank: string[];
  verified: Array<{ reservationId: string; refId: string }>;
  /** requests that got no answer: they went to the killed process */
  unanswered: number;
}

/** one customer books, opens the payment, pays at the bank and comes back; a step without a yes ends the journey */
export async function journey(
  db: AppDatabase,
  typeId: string,
  next: () => ServerProcess,
  slot: Slot,
  index: number,
  told: Told,
  onSuccess: () => void,
): Promise<void> {
  const customer = await signInDirectly(db, { email: `load-${index}-${Date.now()}@example.com` });
  const send = async (step: (server: ServerProcess) => Promise<Answer>, ok: (answer: Answer) => boolean): Promise<Answer | null> => {
    try {
      const answer = await step(next());
      if (!ok(answer)) return null;
      onSuccess();
      return answer;
    } catch {
      told.unanswered += 1;
      return null;
    }
  };
  const call = (method: string, path: string, body: unknown) => (server: ServerProcess) =>
    api(server, method, path, { body, cookie: customer.cookie, address: `203.0.113.${index + 1}` });

  const booked = await send(
    call('POST', '/api/reservations/book', { reservationTypeId: typeId, date: slot.date, timeSlot: slot.time }),
    (a) => a.status === 201,
  );
  if (!booked) return;
  const reservationId = booked.body!.reservation._id as string;
  told.booked.push({ userId: customer.id, reservationId, slot });
  const initiated = await send(call('POST', '/api/payments/initiate', { reservationId }), (a) => a.status === 200);
  if (!initiated) return;
  const authority = (initiated.body!.paymentUrl as string).split('/').pop()!;
  told.initiated.push({ reservationId, authority });
  const paid = await send(
    (server) => payAtSandboxBank(server, authority),
    (a) => a.status === 303 && /Status=OK/.test(a.location ?? ''),
  );
  if (!paid) return;
  told.paidAtBank.push(authority);
  const verified = await send(
    call('POST', '/api/payments/verify', { Authority: authority, Status: 'OK', reservationId }),
    (a) => a.status === 200 && a.body?.state === 'paid',
  );
  if (verified) told.verified.push({ reservationId, refId: String(verified.body!.refId) });
}
