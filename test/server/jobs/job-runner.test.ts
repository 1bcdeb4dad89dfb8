import { migrateToLatest, openDatabase, type AppDatabase } from '../../../server/db/database';
import { JOB_LEASE_MS, JobRunner, type Job } from '../../../server/jobs/job-runner';
import { KyselyJobLeases } from '../../../server/jobs/kysely-job-leases';
import { FakeServerClock } from '../support/fake-server-clock';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';

const SILENT = { info: () => {}, warn: () => {}, error: () => {} };
const RUNNERS = 3;
const PERIOD_MS = 1000;

/**
 * Three runners, as three server processes would have: on PostgreSQL each with its own
 * connections to one database; on the embedded database (one process only) the same database object.
 */
describe('the job runner across server processes', () => {
  let scratch: ScratchDatabase | null = null;
  let databases: AppDatabase[];

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      scratch = await createScratchDatabase(serverUrl, 'jobs');
      databases = Array.from({ length: RUNNERS }, () => openDatabase({ databaseUrl: scratch!.url, dataDir: null }));
    } else {
      const db = openDatabase({ databaseUrl: null, dataDir: null });
      databases = Array.from({ length: RUNNERS }, () => db);
    }
    await migrateToLatest(databases[0]);
  });

  afterAll(async () => {
    for (const db of new Set(databases)) await db.destroy();
    await scratch?.drop();
  });

  function countingJob(name: string): Job & { runs: number } {
    const job = {
      name,
      everyMs: PERIOD_MS,
      runs: 0,
      async run() {
        job.runs += 1;
        // long enough for the other runners' claims to arrive while it runs
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    return job;
  }

  const runnersOf = (job: Job, clock: FakeServerClock) =>
    databases.map((db) => new JobRunner([job], new KyselyJobLeases(db), clock, SILENT));

  it('runs a job once per period however many runners ask at once', async () => {
    const clock = new FakeServerClock('2026-11-22T08:30:00Z');
    const job = countingJob('counting');
    const runners = runnersOf(job, clock);
    for (let period = 1; period <= 10; period += 1) {
      const ran = await Promise.all(runners.flatMap((runner) => Array.from({ length: 4 }, () => runner.runDue())));
      expect(ran.flat()).toEqual(['counting']);
      expect(job.runs).toBe(period);
      clock.advance(PERIOD_MS - 1);
      expect((await Promise.all(runners.map((runner) => runner.runDue()))).flat()).toEqual([]);
      clock.advance(1);
    }
  });

  it('takes over the job of a runner killed mid-run once its lease runs out, not before', async () => {
    const clock = new FakeServerClock('2026-11-22T08:30:00Z');
    const job = countingJob('taken-over');
    // a process claimed it and was killed before it gave it back
    const killed = new KyselyJobLeases(databases[0]);
    expect(await killed.claim(job.name, 'killed-process', clock.now(), new Date(clock.now().getTime() + JOB_LEASE_MS))).toBe(true);
    const runners = runnersOf(job, clock);

    clock.advance(JOB_LEASE_MS - 1);
    expect((await Promise.all(runners.map((runner) => runner.runDue()))).flat()).toEqual([]);
    clock.advance(2);
    expect((await Promise.all(runners.map((runner) => runner.runDue()))).flat()).toEqual(['taken-over']);
    expect(job.runs).toBe(1);
  });

  it('keeps the claim of a run that lasts longer than a lease, so nobody takes it over meanwhile', async () => {
    const clock = new FakeServerClock('2026-11-22T08:30:00Z');
    let finishRun = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let starts = 0;
    const long: Job = {
      name: 'long',
      everyMs: PERIOD_MS,
      run: async () => {
        starts += 1;
        if (starts > 1) return;
        started();
        await new Promise<void>((resolve) => (finishRun = resolve));
      },
    };
    const renewEveryMs = 10;
    const [first, ...others] = databases.map(
      (db) => new JobRunner([long], new KyselyJobLeases(db), clock, SILENT, { leaseMs: JOB_LEASE_MS, renewEveryMs }),
    );
    const firstRun = first.runDue();
    await running;
    for (let lease = 1; lease <= 3; lease += 1) {
      clock.advance(JOB_LEASE_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, renewEveryMs * 5));
      expect((await Promise.all(others.map((runner) => runner.runDue()))).flat()).toEqual([]);
    }
    finishRun();
    expect(await firstRun).toEqual(['long']);
    expect(starts).toBe(1);
    const row = await databases[0]
      .selectFrom('jobs')
      .select(['lease_owner', 'lease_until'])
      .where('name', '=', 'long')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lease_owner: null, lease_until: null });
  });

  it('runs a failing job again the next period, and its failure stops no other job', async () => {
    const clock = new FakeServerClock('2026-11-22T08:30:00Z');
    let attempts = 0;
    const failing: Job = {
      name: 'failing',
      everyMs: PERIOD_MS,
      run: async () => {
        attempts += 1;
        throw new Error('bank down');
      },
    };
    const counting = countingJob('after-the-failing-one');
    const runners = databases.map((db) => new JobRunner([failing, counting], new KyselyJobLeases(db), clock, SILENT));
    for (let period = 1; period <= 3; period += 1) {
      await Promise.all(runners.map((runner) => runner.runDue()));
      clock.advance(PERIOD_MS);
    }
    expect(attempts).toBe(3);
    expect(counting.runs).toBe(3);
    const row = await databases[0]
      .selectFrom('jobs')
      .select(['last_error', 'lease_owner'])
      .where('name', '=', 'failing')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_error: 'bank down', lease_owner: null });
  });
});
