import type { AppDatabase } from '../../../server/db/database';
import { insertPosts } from '../support/insert-posts';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { waitUntil } from '../support/wait-until';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PROCESSES = 3;
const JOB = 'publish-scheduled-posts';

onPostgres('scheduled articles with three server processes on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    world = await startProcessesOnPostgres(postgresUrl!, 'publishing', PROCESSES);
    ({ db, servers } = world);
  }, 120_000);

  afterAll(async () => world?.stop());

  const postsVersion = async () =>
    Number((await db.selectFrom('data_versions').select('version').where('topic', '=', 'posts').executeTakeFirstOrThrow()).version);

  /** Makes the publish job due on every process at once, and waits until one of them has run it. */
  async function raceTheJob(): Promise<void> {
    const asked = new Date();
    await db.updateTable('jobs').set({ next_run_at: asked }).where('name', '=', JOB).execute();
    await waitUntil(async () => {
      const job = await db.selectFrom('jobs').select('last_finished_at').where('name', '=', JOB).executeTakeFirst();
      return job?.last_finished_at != null && new Date(job.last_finished_at) > asked;
    }, 30_000);
  }

  it('publishes each due article once, whichever process runs the job, and leaves one still ahead scheduled', async () => {
    const due = new Date(Date.now() - 60_000);
    const ahead = new Date(Date.now() + 24 * 3600_000);
    const ids = await insertPosts(db, [{}, {}, {}, {}]);
    const [first, second, third, later] = ids;
    await db
      .updateTable('posts')
      .set({ state: 'scheduled', publish_at: due, published_at: null })
      .where('id', 'in', [first, second, third])
      .execute();
    await db.updateTable('posts').set({ state: 'scheduled', publish_at: ahead, published_at: null }).where('id', '=', later).execute();
    const before = await postsVersion();

    for (let round = 0; round < 3; round += 1) await raceTheJob();

    const rows = await db.selectFrom('posts').select(['id', 'state', 'published_at', 'publish_at']).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [first, second, third]) {
      expect(byId.get(id)).toMatchObject({ state: 'published', publish_at: null });
      // published at the time it was scheduled for, not at the time a later run came by
      expect(new Date(byId.get(id)!.published_at!).getTime()).toBe(due.getTime());
    }
    expect(byId.get(later)).toMatchObject({ state: 'scheduled', published_at: null });
    // one statement published all three; the runs after it found nothing left and changed nothing
    expect(await postsVersion()).toBe(before + 1);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  }, 120_000);
});
