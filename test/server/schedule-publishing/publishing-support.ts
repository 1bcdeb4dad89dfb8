import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

/** A test server with a signed-in consultant, and days counted from its clock's Tehran date. */
export async function publishingServer() {
  const server: TestServer = await startTestServer();
  const admin = await signInDirectly(server.db, { isAdmin: true });
  const api = jsonClient(server.url, admin.cookie);
  const today = toBusinessWallClock(server.clock.now()).date;
  return {
    server,
    api,
    /** Tehran's date `days` after the clock's today */
    day: (days: number) => addDays(today, days),
    /** a type whose sessions last `durationMinutes` with `bufferMinutes` kept free after each */
    async type(title: string, durationMinutes = 60, bufferMinutes = 0): Promise<string> {
      const id = await insertType(server.db, { title });
      await server.db
        .updateTable('reservation_types')
        .set({ duration_minutes: durationMinutes, buffer_minutes: bufferMinutes })
        .where('id', '=', id)
        .execute();
      return id;
    },
    /** the slots of a type on a day, as "HH:mm" in order */
    async timesOf(typeId: string, date: string): Promise<string[]> {
      const rows = await server.db
        .selectFrom('time_slots')
        .select('time')
        .where('reservation_type_id', '=', typeId)
        .where('date', '=', date)
        .orderBy('time')
        .execute();
      return rows.map((row) => row.time);
    },
  };
}
