import { jsonClient } from '../support/json-client';
import { jobTickMs } from '../../../server/jobs/start-jobs';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import { signInDirectly } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';
import { allDayEvent, berlinEvent, weeklyMeeting } from '../modules/outside-calendars/ics-files';
import { startIcsServer, type IcsServer } from '../modules/outside-calendars/ics-server';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const JOB = 'outside-calendars';
const PATHS = ['/weekly.ics', '/away.ics', '/berlin.ics'];
/** the processes' reconciling period, which sets how often they look for due jobs */
const RECONCILE_EVERY_S = 1;
/** how many more looks of every process a run of the job is given, to show that no other process runs it again */
const TICKS_AFTER = 6;

onPostgres('three calendars read by three server processes on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let ics: IcsServer;

  beforeAll(async () => {
    ics = await startIcsServer();
    ics.routes.set('/weekly.ics', weeklyMeeting('2027-01-04', '2027-01-11', '2027-01-18'));
    ics.routes.set('/away.ics', allDayEvent('2027-01-06', '2027-01-07'));
    ics.routes.set('/berlin.ics', berlinEvent('2027-01-07'));
    // each process looks for due jobs every quarter second (the shortest tick), so a few ticks of every process pass quickly
    world = await startProcessesOnPostgres(postgresUrl!, 'outside_calendars', 3, {
      OUTSIDE_CALENDARS_ALLOW_PRIVATE: 'true',
      RECONCILE_EVERY_S: String(RECONCILE_EVERY_S),
    });
  }, 120_000);

  afterAll(async () => {
    await world?.stop();
    await ics.close();
  });

  /** Makes the job due now, as its period passing would, waits until some process has run it, then a few more ticks of every process. */
  async function runJobOnce(): Promise<void> {
    const { db } = world!;
    const asked = new Date();
    await db.updateTable('jobs').set({ next_run_at: asked }).where('name', '=', JOB).execute();
    await waitUntil(async () => {
      const row = await db.selectFrom('jobs').select('last_finished_at').where('name', '=', JOB).executeTakeFirst();
      return row?.last_finished_at != null && new Date(row.last_finished_at) > asked;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, TICKS_AFTER * jobTickMs(RECONCILE_EVERY_S * 1000)));
  }

  const requestsOf = (path: string) => ics.requests.filter((request) => request === path).length;

  it('reads each calendar exactly once a period, whichever process runs the job', async () => {
    const { db, servers } = world!;
    // the job's first run (with no calendars yet) is over before any is added
    await waitUntil(async () => {
      const row = await db.selectFrom('jobs').select('last_finished_at').where('name', '=', JOB).executeTakeFirst();
      return row?.last_finished_at != null;
    }, 30_000);
    const admin = await signInDirectly(db, { isAdmin: true });
    for (const [index, path] of PATHS.entries()) {
      const client = jsonClient(servers[index].url, admin.cookie);
      expect((await client('POST', '/api/admin/outside-calendars', { address: `${ics.url}${path}`, label: path })).status).toBe(201);
    }

    await runJobOnce();
    expect(PATHS.map(requestsOf)).toEqual([1, 1, 1]);
    const kept = await db.selectFrom('outside_busy').select(['calendar_id']).execute();
    expect(new Set(kept.map((row) => row.calendar_id)).size).toBe(3);

    await runJobOnce();
    expect(PATHS.map(requestsOf)).toEqual([2, 2, 2]);
    const calendars = await db.selectFrom('outside_calendars').select(['failure', 'last_read_at']).execute();
    expect(calendars.every((calendar) => calendar.failure === null && calendar.last_read_at !== null)).toBe(true);
  }, 120_000);
});
