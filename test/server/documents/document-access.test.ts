import { startTestServer, type TestServer } from '../support/test-server';
import { call } from '../support/admin-content';
import { insertReservation, insertType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { allowedSamples, documentForm, type Sample } from '../support/document-samples';

jest.setTimeout(60_000);

const MISSING = { status: 404, message: 'فایل پیدا نشد.' };

describe("who may read, list and remove a booking's documents", () => {
  let server: TestServer;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let reservationId: string;
  let pdf: Sample;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signInDirectly(server.db, { firstName: 'مریم', lastName: 'کاظمی' });
    other = await signInDirectly(server.db);
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'مشاور', lastName: 'سایت' });
    const typeId = await insertType(server.db);
    reservationId = await insertReservation(server.db, {
      typeId,
      userId: owner.id,
      status: 'confirmed',
      date: '2026-11-25',
      time: '10:00',
    });
    pdf = (await allowedSamples()).pdf;
  });
  afterAll(() => server?.close());

  async function uploadAsOwner(): Promise<string> {
    const answer = await call(server, 'POST', `/api/reservations/${reservationId}/documents`, {
      cookie: owner.cookie,
      form: documentForm(pdf),
    });
    expect(answer.status).toBe(201);
    return answer.body.document._id as string;
  }

  async function download(documentId: string, cookie?: string) {
    const response = await fetch(`${server.url}/api/documents/${documentId}`, { headers: cookie ? { cookie } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  const outsiders = (): Array<[string, string | undefined]> => [
    ['another customer', other.cookie],
    ['an anonymous visitor', undefined],
  ];

  it("serves a download to the booking's customer and the admin as a private attachment, never inline", async () => {
    const id = await uploadAsOwner();
    for (const cookie of [owner.cookie, admin.cookie]) {
      const answer = await download(id, cookie);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(pdf.bytes)).toBe(true);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const disposition = answer.headers.get('content-disposition')!;
      expect(disposition.startsWith('attachment;')).toBe(true);
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)![1];
      expect(decodeURIComponent(encoded)).toBe('ترازنامه ۱۴۰۴.pdf');
    }
  });

  it('answers another customer, an anonymous visitor, a made-up id and a removed document with the same 404', async () => {
    const id = await uploadAsOwner();
    const answers = [];
    for (const [, cookie] of outsiders()) answers.push(await download(id, cookie));
    answers.push(await download('7d1c4c1e-0000-4000-8000-000000000000', owner.cookie));
    answers.push(await download('not-an-id', owner.cookie));
    const removed = await uploadAsOwner();
    expect((await call(server, 'DELETE', `/api/documents/${removed}`, { cookie: owner.cookie })).status).toBe(200);
    answers.push(await download(removed, owner.cookie));
    const first = answers[0].bytes.toString();
    for (const answer of answers) {
      expect(answer.status).toBe(MISSING.status);
      expect(JSON.parse(answer.bytes.toString()).message).toBe(MISSING.message);
      expect(answer.bytes.toString()).toBe(first);
      expect(answer.headers.get('content-disposition')).toBeNull();
    }
  });

  it("serves the consultant's file beside the report to the booking's customer and the admin only; the customer cannot remove it", async () => {
    const uploaded = await call(server, 'POST', `/api/reservations/${reservationId}/documents`, {
      cookie: admin.cookie,
      form: documentForm(pdf),
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.document._id as string;
    const listed = await call(server, 'GET', `/api/reservations/${reservationId}/documents`, { cookie: owner.cookie });
    expect(listed.body.documents.find((document: { _id: string }) => document._id === id)).toMatchObject({ byConsultant: true });
    for (const cookie of [owner.cookie, admin.cookie]) {
      const answer = await download(id, cookie);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(pdf.bytes)).toBe(true);
    }
    for (const [, cookie] of outsiders()) expect((await download(id, cookie)).status).toBe(MISSING.status);
    expect((await call(server, 'DELETE', `/api/documents/${id}`, { cookie: owner.cookie })).status).toBe(MISSING.status);
    expect((await download(id, owner.cookie)).status).toBe(200);
    const log = await server.db
      .selectFrom('document_access_log')
      .select(['action', 'actor'])
      .where('document_id', '=', id)
      .orderBy('id')
      .execute();
    expect(log[0]).toEqual({ action: 'upload', actor: 'admin' });
  });

  it("lists a booking's documents to its customer and the admin only", async () => {
    await uploadAsOwner();
    for (const cookie of [owner.cookie, admin.cookie]) {
      const answer = await call(server, 'GET', `/api/reservations/${reservationId}/documents`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.documents.length).toBeGreaterThan(0);
      expect(answer.body.documents[0]).toMatchObject({ name: 'ترازنامه ۱۴۰۴.pdf', size: pdf.bytes.length, mediaType: 'application/pdf' });
    }
    const refused = [
      ...(await Promise.all(
        outsiders().map(([, cookie]) => call(server, 'GET', `/api/reservations/${reservationId}/documents`, { cookie })),
      )),
      await call(server, 'GET', `/api/reservations/7d1c4c1e-0000-4000-8000-000000000000/documents`, { cookie: owner.cookie }),
    ];
    for (const answer of refused) expect(answer).toEqual({ status: 404, body: { success: false, message: MISSING.message } });
  });

  it('lets only the owner and the admin remove a document; others get the 404 and the file stays', async () => {
    const id = await uploadAsOwner();
    for (const [, cookie] of outsiders()) {
      const answer = await call(server, 'DELETE', `/api/documents/${id}`, { cookie });
      expect(answer).toEqual({ status: 404, body: { success: false, message: MISSING.message } });
    }
    expect((await download(id, owner.cookie)).status).toBe(200);
    expect((await call(server, 'DELETE', `/api/documents/${id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await download(id, owner.cookie)).status).toBe(404);
    const before = await server.deps.storage.list('private/documents/');
    const mine = await uploadAsOwner();
    const kept = (await server.deps.storage.list('private/documents/')).filter((key) => !before.includes(key));
    expect(kept).toHaveLength(1);
    expect((await call(server, 'DELETE', `/api/documents/${mine}`, { cookie: owner.cookie })).status).toBe(200);
    expect(await server.deps.storage.exists(kept[0])).toBe(false);
  });

  it("refuses another customer's upload to the booking with the same 404", async () => {
    const answer = await call(server, 'POST', `/api/reservations/${reservationId}/documents`, {
      cookie: other.cookie,
      form: documentForm(pdf),
    });
    expect(answer).toEqual({ status: 404, body: { success: false, message: MISSING.message } });
  });

  it('keeps the owner from adding or removing once the session has started, while the admin still may remove', async () => {
    const id = await uploadAsOwner();
    const typeId = await insertType(server.db);
    const past = await insertReservation(server.db, { typeId, userId: owner.id, status: 'confirmed', date: '2026-11-21', time: '10:00' });
    const late = await call(server, 'POST', `/api/reservations/${past}/documents`, { cookie: owner.cookie, form: documentForm(pdf) });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('جلسه این رزرو شروع شده است');
    await server.db.updateTable('documents').set({ reservation_id: past }).where('id', '=', id).execute();
    const removal = await call(server, 'DELETE', `/api/documents/${id}`, { cookie: owner.cookie });
    expect(removal.status).toBe(409);
    expect((await download(id, owner.cookie)).status).toBe(200);
    expect((await call(server, 'DELETE', `/api/documents/${id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it("writes every upload, download and removal to the booking's access log, which only the admin reads", async () => {
    const typeId = await insertType(server.db);
    const booking = await insertReservation(server.db, {
      typeId,
      userId: owner.id,
      status: 'confirmed',
      date: '2026-11-26',
      time: '11:00',
    });
    const uploaded = await call(server, 'POST', `/api/reservations/${booking}/documents`, {
      cookie: owner.cookie,
      form: documentForm(pdf),
    });
    const id = uploaded.body.document._id as string;
    await download(id, admin.cookie);
    await download(id, other.cookie);
    await call(server, 'DELETE', `/api/documents/${id}`, { cookie: owner.cookie });
    const log = await call(server, 'GET', `/api/admin/reservations/${booking}/document-log`, { cookie: admin.cookie });
    expect(log.status).toBe(200);
    expect(log.body.lines.map((line: { action: string; actor: string; by: string }) => [line.action, line.actor, line.by])).toEqual([
      ['delete', 'customer', 'مریم کاظمی'],
      ['download', 'admin', 'مشاور سایت'],
      ['upload', 'customer', 'مریم کاظمی'],
    ]);
    expect((await call(server, 'GET', `/api/admin/reservations/${booking}/document-log`, { cookie: owner.cookie })).status).toBe(403);
    // the log is append-only: the database itself refuses to rewrite it
    await expect(server.db.deleteFrom('document_access_log').execute()).rejects.toThrow(/append-only/);
  });
});
