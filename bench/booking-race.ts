import { startTestServer } from '../test/server/support/test-server';
import { signInDirectly } from '../test/server/support/sign-in-directly';
import { offeredTypesWithSlots } from './support/offered-types';

export interface RaceFigures {
  database: string;
  requests: number;
  winners: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  ms: number;
}

/** 500 different customers book the same slot at once: exactly one may win, none may see a 5xx. */
export async function runBookingRace(requests = 500): Promise<RaceFigures> {
  const server = await startTestServer({ seed: true, realClock: true });
  try {
    const users = [];
    for (let i = 0; i < requests; i++) users.push(await signInDirectly(server.db, { email: `race-${i}@example.com` }));
    const types = await offeredTypesWithSlots(server.url);
    const type = types[1];
    const day = type.availableDates[1];
    const body = JSON.stringify({ reservationTypeId: type._id, date: day.date, timeSlot: day.timeSlots[0].time });
    const started = Date.now();
    const statuses = await Promise.all(
      users.map((user) =>
        fetch(`${server.url}/api/reservations/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body,
        })
          .then((response) => response.status)
          .catch(() => 599),
      ),
    );
    const ms = Date.now() - started;
    const count = (predicate: (status: number) => boolean) => statuses.filter(predicate).length;
    return {
      database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      requests,
      winners: count((s) => s === 201),
      conflicts: count((s) => s === 409),
      serverErrors: count((s) => s >= 500),
      other: count((s) => s !== 201 && s !== 409 && s < 500),
      ms,
    };
  } finally {
    await server.close();
  }
}

export function printRace(rows: RaceFigures[]): void {
  console.log('\nConcurrent bookings of one slot (target: exactly 1 winner, 0 server errors)');
  console.table(rows);
}
