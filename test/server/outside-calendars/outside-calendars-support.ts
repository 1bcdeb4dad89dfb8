import { outsideCalendarsUseCases, type OutsideCalendarsUseCases } from '../../../server/modules/outside-calendars';
import {
  DEFAULT_FETCHER_LIMITS,
  GuardedHttpCalendarFetcher,
  ANY_ADDRESS,
} from '../../../server/modules/outside-calendars/adapters/http-calendar-fetcher';
import { insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';
import { startIcsServer, type IcsServer } from '../modules/outside-calendars/ics-server';

/**
 * A server whose clock stands at noon in Tehran on 2026-12-01, allowed (OUTSIDE_CALENDARS_ALLOW_PRIVATE)
 * to read calendars from a local HTTP server, with a one-hour type and a 45-minute type resting 30
 * minutes after each session. Readings time out after a second.
 */
export interface BusyWorld {
  server: TestServer;
  ics: IcsServer;
  admin: ReturnType<typeof jsonClient>;
  customer: SignedInUser;
  types: { hour: string; short: string };
  /** the job's work, its messages to the consultant kept in `told` */
  refresh: OutsideCalendarsUseCases['refreshCalendars'];
  told: string[];
  close(): Promise<void>;
}

export async function startBusyWorld(): Promise<BusyWorld> {
  const ics = await startIcsServer();
  const server = await startTestServer({
    now: '2026-12-01T08:30:00Z',
    env: { OUTSIDE_CALENDARS_ALLOW_PRIVATE: 'true' },
    dependencies: (deps) => ({
      ...deps,
      outsideCalendars: {
        ...deps.outsideCalendars,
        fetcher: new GuardedHttpCalendarFetcher({ ...DEFAULT_FETCHER_LIMITS, timeoutMs: 1000 }, ANY_ADDRESS),
      },
    }),
  });
  const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
  const customer = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
  const types = {
    hour: await insertType(server.db, { title: 'مشاوره یک‌ساعته', durationMinutes: 60 }),
    short: await insertType(server.db, { title: 'مشاوره کوتاه', durationMinutes: 45, displayOrder: 1 }),
  };
  await server.db.updateTable('reservation_types').set({ buffer_minutes: 30 }).where('id', '=', types.short).execute();
  const told: string[] = [];
  const useCases = outsideCalendarsUseCases(server.deps.outsideCalendars, server.clock, { tell: async (text) => void told.push(text) });
  return {
    server,
    ics,
    admin,
    customer,
    types,
    refresh: useCases.refreshCalendars,
    told,
    async close() {
      await server.close();
      await ics.close();
    },
  };
}

interface DaySlots {
  title: string;
  availableDates: Array<{ date: string; timeSlots: Array<{ time: string; busy?: true }> }>;
}

async function slotsOn(world: BusyWorld, date: string): Promise<DaySlots[]> {
  const visitor = jsonClient(world.server.url);
  const list = await visitor('GET', `/api/reservationtypes?from=${date}&to=${date}`);
  return list.body.data as DaySlots[];
}

/** The times customers can book on `date`, per type title. */
export async function offeredOn(world: BusyWorld, date: string): Promise<Record<string, string[]>> {
  const offered: Record<string, string[]> = {};
  for (const type of await slotsOn(world, date))
    offered[type.title] =
      type.availableDates
        .find((day) => day.date === date)
        ?.timeSlots.filter((slot) => !slot.busy)
        .map((slot) => slot.time) ?? [];
  return offered;
}

/** The times customers see greyed on `date`, per type title: slots an outside event keeps busy. */
export async function greyedOn(world: BusyWorld, date: string): Promise<Record<string, string[]>> {
  const greyed: Record<string, string[]> = {};
  for (const type of await slotsOn(world, date))
    greyed[type.title] =
      type.availableDates
        .find((day) => day.date === date)
        ?.timeSlots.filter((slot) => slot.busy)
        .map((slot) => slot.time) ?? [];
  return greyed;
}
