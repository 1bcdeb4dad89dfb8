import { startTestServer, type TestServer } from '../support/test-server';
import { call } from '../support/admin-content';
import { insertReservation, insertType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { allowedSamples, documentForm, type Sample } from '../support/document-samples';
import { claimDocumentsFor, documentsUseCasesFor } from '../../../server/modules/documents';

jest.setTimeout(60_000);

describe('uploads before the booking, claimed by it', () => {
  let server: TestServer;
  let customer: SignedInUser;
  let other: SignedInUser;
  let typeId: string;
  let pdf: Sample;

  beforeAll(async () => {
    server = await startTestServer();
    customer = await signInDirectly(server.db);
    other = await signInDirectly(server.db);
    typeId = await insertType(server.db);
    pdf = (await allowedSamples()).pdf;
  });
  afterAll(() => server?.close());

  const claim = (input: { userId: string; reservationId: string; documentIds: string[] }) => claimDocumentsFor(server.deps)(input);
  async function uploadUnattached(user: SignedInUser, questionId?: string): Promise<string> {
    const answer = await call(server, 'POST', '/api/documents', { cookie: user.cookie, form: documentForm(pdf, questionId) });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body.document).sort()).toEqual(['_id', 'mediaType', 'name', 'size']);
    return answer.body.document._id;
  }
  const attachedTo = async (ids: string[]) =>
    (await server.db.selectFrom('documents').select(['id', 'reservation_id']).where('id', 'in', ids).execute()).map(
      (row) => row.reservation_id,
    );

  it('asks an anonymous upload to sign in', async () => {
    expect((await call(server, 'POST', '/api/documents', { form: documentForm(pdf) })).status).toBe(401);
  });

  it("attaches the customer's own uploads to their booking, which then lists them with their question", async () => {
    const first = await uploadUnattached(customer, 'q-balance-sheet');
    server.clock.advance(1000);
    const ids = [first, await uploadUnattached(customer)];
    const reservationId = await insertReservation(server.db, { typeId, userId: customer.id, time: '09:00' });
    expect(await claim({ userId: customer.id, reservationId, documentIds: ids })).toEqual({ ok: true, claimedIds: ids });
    const listed = await call(server, 'GET', `/api/reservations/${reservationId}/documents`, { cookie: customer.cookie });
    expect(listed.body.documents.map((d: { _id: string; questionId: string | null }) => [d._id, d.questionId])).toEqual([
      [ids[0], 'q-balance-sheet'],
      [ids[1], null],
    ]);
  });

  it("refuses another customer's, an attached or a made-up id, and changes nothing", async () => {
    const mine = await uploadUnattached(customer);
    const theirs = await uploadUnattached(other);
    const reservationId = await insertReservation(server.db, { typeId, userId: customer.id, time: '11:00' });
    const madeUp = '0b8f3f3e-1111-4111-8111-111111111111';
    expect(await claim({ userId: customer.id, reservationId, documentIds: [mine, theirs, madeUp] })).toEqual({
      ok: false,
      reason: 'unknown-documents',
      unknownIds: [theirs, madeUp],
      message: 'برخی از فایل‌های پیوست پیدا نشدند؛ دوباره بارگذاری کنید.',
    });
    expect(await attachedTo([mine, theirs])).toEqual([null, null]);
    // claimed once, it is no longer an upload waiting for a booking
    expect((await claim({ userId: customer.id, reservationId, documentIds: [mine] })).ok).toBe(true);
    const second = await insertReservation(server.db, { typeId, userId: customer.id, time: '12:00' });
    expect(await claim({ userId: customer.id, reservationId: second, documentIds: [mine] })).toMatchObject({
      ok: false,
      unknownIds: [mine],
    });
    expect(await attachedTo([mine])).toEqual([reservationId]);
  });

  it('removes an unclaimed upload after a day, and the documents of an account when it is deleted', async () => {
    const waiting = await uploadUnattached(other);
    server.clock.advance(25 * 60 * 60 * 1000);
    const before = await server.deps.storage.list('private/documents/');
    await documentsUseCasesFor(server.deps).sweep.execute();
    expect(await attachedTo([waiting])).toEqual([]);
    expect((await server.deps.storage.list('private/documents/')).length).toBeLessThan(before.length);
    const leaving = await signInDirectly(server.db);
    const reservationId = await insertReservation(server.db, {
      typeId,
      userId: leaving.id,
      status: 'confirmed',
      date: '2026-12-01',
      refId: '778899',
    });
    const uploaded = await call(server, 'POST', `/api/reservations/${reservationId}/documents`, {
      cookie: leaving.cookie,
      form: documentForm(pdf),
    });
    const keysBefore = await server.deps.storage.list('private/documents/');
    const deleted = await call(server, 'DELETE', `/api/user/delete/${leaving.id}`, { cookie: leaving.cookie });
    expect(deleted.status).toBe(200);
    expect(await attachedTo([uploaded.body.document._id])).toEqual([]);
    expect(await server.deps.storage.list('private/documents/')).toHaveLength(keysBefore.length - 1);
    // the booking and its payment stay
    expect(await server.db.selectFrom('payments').select('ref_id').where('reservation_id', '=', reservationId).execute()).toEqual([
      { ref_id: '778899' },
    ]);
    const log = await server.db
      .selectFrom('document_access_log')
      .select(['action', 'actor', 'reason'])
      .where('document_id', '=', uploaded.body.document._id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'upload', actor: 'customer', reason: null },
      { action: 'delete', actor: 'system', reason: 'account-deleted' },
    ]);
  });
});
