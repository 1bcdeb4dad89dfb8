import { sql } from 'kysely';
import { S3FileStorage } from '../../../server/adapters/s3-file-storage';
import type { AppDatabase } from '../../../server/db/database';
import { insertReservation, insertType } from '../support/insert-reservation';
import { startS3Server, type LocalS3 } from '../support/local-s3';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import { signInDirectly } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const DOCUMENTS = 30;

onPostgres(
  'the documents retention job on three processes sharing one PostgreSQL and one bucket (only when TEST_DATABASE_URL is set)',
  () => {
    let s3: LocalS3;
    let world: ProcessesOnPostgres | undefined;
    let db: AppDatabase;
    let storage: S3FileStorage;
    const bucket = 'retention';

    beforeAll(async () => {
      s3 = await startS3Server();
      await s3.createBucket(bucket);
      storage = new S3FileStorage(s3.settings(bucket));
      world = await startProcessesOnPostgres(postgresUrl!, 'documents_retention', 3, { ...s3.env(bucket), RECONCILE_EVERY_S: '1' });
      db = world.db;
    }, 120_000);
    afterAll(async () => {
      await world?.stop();
      await s3?.close();
    });

    it('removes each document past its keeping time exactly once, bytes and row, and logs it once', async () => {
      const customer = await signInDirectly(db);
      const typeId = await insertType(db);
      // the session was half a year ago: past the 90 days the documents are kept by default
      const old = await insertReservation(db, {
        typeId,
        userId: customer.id,
        status: 'confirmed',
        date: '2026-01-10',
        time: '10:00',
        refId: '445566',
      });
      // a session two weeks from now keeps its documents
      const upcoming = await insertReservation(db, {
        typeId,
        userId: customer.id,
        status: 'confirmed',
        date: daysAhead(14),
        time: '10:00',
      });
      const ids: string[] = [];
      const keys: string[] = [];
      for (let i = 0; i < DOCUMENTS + 1; i += 1) {
        const key = `private/documents/retention-${i}.pdf`;
        await storage.put(key, Buffer.from(`%PDF-1.4\n${i}\n%%EOF\n`), { contentType: 'application/pdf' });
        const row = await db
          .insertInto('documents')
          .values({
            user_id: customer.id,
            reservation_id: i < DOCUMENTS ? old : upcoming,
            question_id: null,
            name: `سند ${i}.pdf`,
            media_type: 'application/pdf',
            size: 20,
            storage_key: key,
            created_at: new Date(),
            attached_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        keys.push(key);
      }
      // due now for all three processes, which each look every quarter second; a first run the
      // processes began at their start, before these documents, is let finish first (its end
      // would otherwise put the next run an hour away)
      await waitUntil(async () => {
        const due = await sql<{ name: string }>`UPDATE jobs SET next_run_at = now()
          WHERE name = 'documents-retention' AND lease_owner IS NULL AND last_finished_at IS NOT NULL RETURNING name`.execute(db);
        return due.rows.length === 1;
      }, 60_000);

      const oldIds = ids.slice(0, DOCUMENTS);
      await waitUntil(async () => (await db.selectFrom('documents').select('id').where('id', 'in', oldIds).execute()).length === 0, 60_000);
      const deletions = await db
        .selectFrom('document_access_log')
        .select(['document_id', 'actor', 'reason', 'reservation_id'])
        .where('action', '=', 'delete')
        .where('document_id', 'in', ids)
        .execute();
      expect(deletions).toHaveLength(DOCUMENTS);
      expect(new Set(deletions.map((line) => line.document_id))).toEqual(new Set(oldIds));
      for (const line of deletions) expect(line).toMatchObject({ actor: 'system', reason: 'retention', reservation_id: old });
      for (const key of keys.slice(0, DOCUMENTS)) expect(await storage.exists(key)).toBe(false);
      // the upcoming session's document, the booking and its payment stay
      expect(await storage.exists(keys[DOCUMENTS])).toBe(true);
      expect(await db.selectFrom('documents').select('id').where('id', '=', ids[DOCUMENTS]).execute()).toHaveLength(1);
      expect(await db.selectFrom('payments').select('ref_id').where('reservation_id', '=', old).execute()).toEqual([{ ref_id: '445566' }]);
      const job = await db
        .selectFrom('jobs')
        .select(['last_error', 'next_run_at'])
        .where('name', '=', 'documents-retention')
        .executeTakeFirstOrThrow();
      expect(job.last_error).toBeNull();
      expect(new Date(job.next_run_at).getTime()).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    }, 120_000);
  },
);

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
