import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertSlots, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

/** A server whose clock stands at noon in Tehran on 10 اسفند ۱۴۰۴ (2026-03-01), before the holidays of 1405. */
export interface DaysOffWorld {
  server: TestServer;
  admin: ReturnType<typeof jsonClient>;
  customer: SignedInUser;
  types: { consultation: string; tax: string };
  close(): Promise<void>;
}

export async function startDaysOffWorld(): Promise<DaysOffWorld> {
  const server = await startTestServer({ now: '2026-03-01T08:30:00Z' });
  const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
  const customer = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
  const types = {
    consultation: await insertType(server.db, { title: 'مشاوره مالی تخصصی' }),
    tax: await insertType(server.db, { title: 'مشاوره مالیاتی', displayOrder: 1 }),
  };
  return { server, admin, customer, types, close: () => server.close() };
}

/** The same times on both types. */
export async function slotsOnBothTypes(world: DaysOffWorld, slots: Array<{ date: string; time: string }>): Promise<void> {
  await insertSlots(world.server.db, world.types.consultation, slots);
  await insertSlots(world.server.db, world.types.tax, slots);
}

/** What customers are offered now on `date`, per type title: the times, from the list asked for that day and from each type's own read (whose offered days agree). */
export async function offeredOn(world: DaysOffWorld, date: string): Promise<Record<string, string[]>> {
  const visitor = jsonClient(world.server.url);
  const list = await visitor('GET', `/api/reservationtypes?from=${date}&to=${date}`);
  const offered: Record<string, string[]> = {};
  for (const type of list.body.data as Array<{
    _id: string;
    title: string;
    availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }>;
  }>) {
    const times = type.availableDates.find((day) => day.date === date)?.timeSlots.map((slot) => slot.time) ?? [];
    const single = (await visitor('GET', `/api/reservationtypes/${type._id}?from=${date}&to=${date}`)).body;
    const singleTimes =
      single.availableDates.find((day: { date: string }) => day.date === date)?.timeSlots.map((slot: { time: string }) => slot.time) ?? [];
    expect(singleTimes).toEqual(times);
    expect((single.offeredDays as string[]).includes(date)).toBe(times.length > 0);
    offered[type.title] = times;
  }
  return offered;
}

export async function daysOffRows(world: DaysOffWorld): Promise<number> {
  const row = await world.server.db
    .selectFrom('days_off')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
