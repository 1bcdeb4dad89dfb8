import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { call } from '../support/admin-content';
import { insertReservation, insertType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { allowedSamples, documentForm, refusedSamples, type Sample } from '../support/document-samples';
import { startS3Server, type LocalS3 } from '../support/local-s3';

jest.setTimeout(90_000);

const MB = 1024 * 1024;

describe.each(['disk', 's3'] as const)('what a customer may attach, checked by content (files %s)', (kind) => {
  let server: TestServer;
  let s3: LocalS3 | undefined;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let reservationId: string;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (kind === 's3') {
      s3 = await startS3Server();
      await s3.createBucket('documents');
      env = s3.env('documents');
    }
    server = await startTestServer({ env });
    customer = await signInDirectly(server.db);
    admin = await signInDirectly(server.db, { isAdmin: true });
    reservationId = await insertReservation(server.db, { typeId: await insertType(server.db), userId: customer.id, status: 'confirmed' });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const stored = () => server.deps.storage.list('');
  const staged = () => {
    const folder = path.join(server.config.dataDir, 'incoming-documents');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const upload = (sample: Sample) =>
    call(server, 'POST', `/api/reservations/${reservationId}/documents`, { cookie: customer.cookie, form: documentForm(sample) });

  it('accepts each allowed kind, keeps it privately and gives it back byte for byte with its type', async () => {
    const samples = await allowedSamples();
    const expected = {
      pdf: 'application/pdf',
      xlsx: 'sheet',
      xls: 'application/vnd.ms-excel',
      docx: 'wordprocessingml',
      csv: 'text/csv',
      jpg: 'image/jpeg',
      png: 'image/png',
    };
    for (const [name, sample] of Object.entries(samples)) {
      const answer = await upload(sample);
      expect([name, answer.status]).toEqual([name, 201]);
      expect(answer.body.document.mediaType).toContain(expected[name as keyof typeof expected]);
      const response = await fetch(`${server.url}/api/documents/${answer.body.document._id}`, { headers: { cookie: customer.cookie } });
      expect(Buffer.from(await response.arrayBuffer()).equals(sample.bytes)).toBe(true);
    }
    const keys = await stored();
    expect(keys).toHaveLength(7);
    for (const key of keys) expect(key.startsWith('private/documents/')).toBe(true);
    // never from the public uploads route
    expect((await fetch(`${server.url}/uploads/${keys[0]}`)).status).toBe(404);
    await server.db.deleteFrom('documents').execute();
    for (const key of keys) await server.deps.storage.delete(key);
  });

  it.each(Object.entries(refusedSamples()))('refuses %s with a Persian line and keeps nothing', async (_, sample) => {
    const answer = await upload(sample);
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/^این نوع فایل پذیرفته نیست/);
    expect(await stored()).toEqual([]);
    expect(staged()).toEqual([]);
    expect(await server.db.selectFrom('documents').select('id').execute()).toEqual([]);
  });

  it('refuses an empty file and one over the limit, streamed, with nothing kept', async () => {
    const empty = await upload({ name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty).toEqual({ status: 400, body: { success: false, message: 'فایل خالی است.' } });
    const saved = await call(server, 'PUT', '/api/admin/document-settings', {
      cookie: admin.cookie,
      json: { maxFileMb: 1, maxBookingMb: 2 },
    });
    expect(saved.status).toBe(200);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB + 10, 0x20)]);
    const over = await upload({ name: 'big.pdf', bytes: big });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('حجم هر فایل حداکثر ۱ مگابایت است.');
    expect(await stored()).toEqual([]);
    expect(staged()).toEqual([]);
    // and a booking's total: two files of 0.8 MB pass, the third does not
    const part = { name: 'part.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(0.8 * MB, 0x20)]) };
    expect((await upload(part)).status).toBe(201);
    expect((await upload(part)).status).toBe(201);
    const full = await upload(part);
    expect(full.status).toBe(413);
    expect(full.body.message).toBe('مجموع فایل‌های هر رزرو حداکثر ۲ مگابایت است.');
    expect(await stored()).toHaveLength(2);
    expect(staged()).toEqual([]);
  });

  it('refuses settings out of bounds or a booking total below the file limit, changing nothing, and logs a save', async () => {
    for (const json of [{ maxFileMb: 0 }, { keepDays: 'x' }, { maxFileMb: 30, maxBookingMb: 20 }, { other: 1 }]) {
      const answer = await call(server, 'PUT', '/api/admin/document-settings', { cookie: admin.cookie, json });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('مقدارها درست نیستند.');
    }
    expect((await call(server, 'PUT', '/api/admin/document-settings', { cookie: customer.cookie, json: { keepDays: 5 } })).status).toBe(
      403,
    );
    const saved = await call(server, 'PUT', '/api/admin/document-settings', { cookie: admin.cookie, json: { keepDays: 30 } });
    expect(saved.body.settings).toMatchObject({ maxFileMb: 1, maxBookingMb: 2, keepDays: 30 });
    expect(saved.body.settings.changes[0].fields).toEqual(['keepDays']);
  });
});
