import { call, type JsonAnswer } from '../support/http';
import type { TestServer } from '../support/test-server';
import type { SignedInUser } from '../support/sign-in-directly';

/** Now, in the tests of reports: 12:00 in Tehran on 1 Azar 1405. */
export const REPORT_NOW = '2026-11-22T08:30:00Z';

/** One call to the reports' API as a user, or as nobody. */
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
