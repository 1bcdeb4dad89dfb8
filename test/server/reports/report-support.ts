import { call, type JsonAnswer } from '../support/http';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';

/** Now, in the tests of reports: 12:00 in Tehran on Sunday 1 Azar 1405. */
export const REPORT_NOW = '2026-11-22T08:30:00Z';
export const UNKNOWN_ID = '0b6a3a4e-0000-4000-8000-000000000000';

export type BookingStatus = 'confirmed' | 'pending' | 'cancelled' | 'expired';

/** One call to the API as a user, or as nobody. */
export function reportCall(server: TestServer) {
  return <T = any>(method: string, path: string, as: SignedInUser | null, body?: unknown): Promise<JsonAnswer<T>> =>
    call<T>(`${server.url}${path}`, method, { cookie: as?.cookie ?? null, body });
}

/** The rows a booking's report has in the database, as they stand. */
export async function reportRows(server: TestServer, reservationId: string) {
  return server.db
    .selectFrom('report_versions')
    .select(['version', 'state', 'body', 'sent_at'])
    .where('reservation_id', '=', reservationId)
    .orderBy('version')
    .execute();
}

/** The messages queued to tell a booking's customer of its report. */
export async function reportMessages(server: TestServer, reservationId: string) {
  return server.db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient'])
    .where('dedupe_key', 'like', `report-ready:${reservationId}:%`)
    .execute();
}

/**
 * A server with the demo practice, its consultant, a customer (نرگس کاظمی, with a mobile and an
 * e-mail), another customer, and a consultation type; `paidBooking` books the customer.
 */
export async function startReportWorld(env: Record<string, string> = {}) {
  const server = await startTestServer({ now: REPORT_NOW, env });
  await seedDemoSiteProfile(server.db, server.clock.now());
  const admin = await signInDirectly(server.db, { isAdmin: true, mobile: '09351112233' });
  const owner = await signInDirectly(server.db, {
    firstName: 'نرگس',
    lastName: 'کاظمی',
    mobile: '09121234567',
    email: 'narges@example.com',
  });
  const stranger = await signInDirectly(server.db, { mobile: '09127654321' });
  const typeId = await insertReservationType(server.db, { title: 'مشاوره مالی تخصصی', price: 1_500_000 });
  /** the customer's booking at that Tehran date and time, paid unless still held (each its own time: one calendar keeps sessions apart) */
  const paidBooking = (date: string, time: string, status: BookingStatus = 'confirmed') =>
    insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date,
      time,
      status,
      refId: status === 'pending' ? undefined : `R${date}${time}`,
    });
  return { server, admin, owner, stranger, typeId, ask: reportCall(server), paidBooking };
}

export type ReportWorld = Awaited<ReturnType<typeof startReportWorld>>;
