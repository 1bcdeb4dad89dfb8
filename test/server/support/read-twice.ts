import type { TestServer } from './test-server';

// The test server's clock stands at 2026-11-22 12:00 in Tehran.
export const TOMORROW = '2026-11-23';

/** Each public read twice, so a kept answer is there to go stale if the write were missed. */
export async function readTwice(server: TestServer, path: string): Promise<any> {
  await fetch(`${server.url}${path}`);
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return response.json();
}

export const publicTypes = async (server: TestServer) =>
  (await readTwice(server, '/api/reservationtypes')).data as Array<{
    _id: string;
    title: string;
    availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }>;
  }>;
/** The type's own read over its first weeks (undefined once it is hidden): the list carries no slots. */
export async function publicTimes(server: TestServer, typeId: string): Promise<string[] | undefined> {
  const path = `/api/reservationtypes/${typeId}?from=2026-11-22&to=2026-12-31`;
  await fetch(`${server.url}${path}`);
  const response = await fetch(`${server.url}${path}`);
  if (response.status === 404) return undefined;
  const type = (await response.json()) as { availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }> };
  return type.availableDates.flatMap((day) => day.timeSlots.map((slot) => `${day.date} ${slot.time}`));
}
export const takenOn = async (server: TestServer, date: string, typeId: string) =>
  (
    (await readTwice(server, `/api/reservations/by-date?date=${date}&reservationTypeId=${typeId}`)).reservations as Array<{
      timeSlot: string;
      status: string;
    }>
  ).map((row) => `${row.timeSlot} ${row.status}`);
export const articleTitles = async (server: TestServer, query = '') =>
  ((await readTwice(server, `/api/post/getposts${query}`)).posts as Array<{ title: string }>).map((post) => post.title);
