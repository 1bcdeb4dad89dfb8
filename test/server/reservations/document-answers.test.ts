import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { jsonClient } from '../support/json-client';
import { call } from '../support/admin-content';
import { allowedSamples, documentForm, type Sample } from '../support/document-samples';
import { bookRequest } from './booking-support';

jest.setTimeout(60_000);

// the server's clock reads 12:00 in Tehran on 2026-11-22
const DAY = '2026-11-24';
const QUESTIONS = [
  { label: 'ترازنامه سال گذشته', kind: 'document', required: true, help: 'PDF یا Excel' },
  { label: 'حوزه فعالیت شرکت؟', kind: 'short-text', required: false },
];

/** Files uploaded on the booking screen go with the pay press: attached to the new hold, named by a document question's answer. */
describe('documents sent with a booking', () => {
  let server: TestServer;
  let typeId: string;
  let questionId: string;
  let pdf: Sample;
  let xlsx: Sample;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    const created = await admin('POST', '/api/reservationtypes', {
      title: 'مشاوره مالی تخصصی',
      price: 0,
      session: { mode: 'phone' },
      questions: QUESTIONS,
    });
    expect(created.status).toBe(201);
    typeId = created.body.data._id;
    questionId = created.body.data.questions[0].id;
    await server.db
      .insertInto('time_slots')
      .values(['09:00', '10:00', '11:00', '12:00', '13:00'].map((time) => ({ reservation_type_id: typeId, date: DAY, time })))
      .execute();
    ({ pdf, xlsx } = await allowedSamples());
  });
  afterAll(async () => server.close());

  async function upload(user: SignedInUser, sample: Sample, under?: string): Promise<string> {
    const answer = await call(server, 'POST', '/api/documents', { cookie: user.cookie, form: documentForm(sample, under) });
    expect(answer.status).toBe(201);
    return answer.body.document._id;
  }
  const book = async (user: SignedInUser, timeSlot: string, answers: unknown, documentIds?: string[]) => {
    const answer = await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: DAY, timeSlot, answers, documentIds });
    return { status: answer.status, body: await answer.json() };
  };
  const attachedTo = async (ids: string[]) =>
    (await server.db.selectFrom('documents').select(['reservation_id']).where('id', 'in', ids).orderBy('created_at').execute()).map(
      (row) => row.reservation_id,
    );
  const reservationsOf = async (user: SignedInUser) =>
    server.db.selectFrom('reservations').select(['id', 'status', 'answers']).where('user_id', '=', user.id).execute();

  it("attaches the uploads to the new booking, and keeps the question's answer with the files' names", async () => {
    const customer = await signInDirectly(server.db);
    const balance = await upload(customer, pdf, questionId);
    server.clock.advance(1000);
    const other = await upload(customer, xlsx);
    const booked = await book(customer, '09:00', { [questionId]: [balance] }, [balance, other]);
    expect(booked.status).toBe(201);
    const id = booked.body.reservation._id;
    expect(await attachedTo([balance, other])).toEqual([id, id]);
    const [kept] = await reservationsOf(customer);
    expect(kept!.answers).toEqual([
      { questionId, label: 'ترازنامه سال گذشته', kind: 'document', answer: [{ id: balance, name: pdf.name }] },
    ]);
    // the consultant's detail reads the answer as the file's name
    const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    const listed = await admin('GET', `/api/reservations/${id}/documents`);
    expect(listed.body.documents.map((document: { name: string }) => document.name)).toEqual([pdf.name, xlsx.name]);
  });

  it("refuses a booking without the required document, in the question's own words, and holds nothing", async () => {
    const customer = await signInDirectly(server.db);
    const loose = await upload(customer, pdf);
    const refused = await book(customer, '10:00', {}, [loose]);
    expect(refused).toMatchObject({ status: 400, body: { message: 'به پرسش «ترازنامه سال گذشته» پاسخ دهید' } });
    expect(await reservationsOf(customer)).toEqual([]);
    expect(await attachedTo([loose])).toEqual([null]);
  });

  it('refuses an answer naming a file not sent with the booking, uploaded under no question, or not the customer’s own', async () => {
    const customer = await signInDirectly(server.db);
    const stranger = await signInDirectly(server.db);
    const underIt = await upload(customer, pdf, questionId);
    const loose = await upload(customer, pdf);
    const theirs = await upload(stranger, pdf, questionId);
    const message = 'پرونده‌های پرسش «ترازنامه سال گذشته» را دوباره بارگذاری کنید';
    expect(await book(customer, '10:00', { [questionId]: [underIt] }, [])).toMatchObject({ status: 400, body: { message } });
    expect(await book(customer, '10:00', { [questionId]: [loose] }, [loose])).toMatchObject({ status: 400, body: { message } });
    expect(await book(customer, '10:00', { [questionId]: [theirs] }, [theirs])).toMatchObject({ status: 400, body: { message } });
    expect(await reservationsOf(customer)).toEqual([]);
    expect(await attachedTo([underIt, loose, theirs])).toEqual([null, null, null]);
  });

  it("releases the new hold when the claim is refused, with the claim's Persian line, nothing attached; the time is free again", async () => {
    const customer = await signInDirectly(server.db);
    const stranger = await signInDirectly(server.db);
    const mine = await upload(customer, pdf, questionId);
    const theirs = await upload(stranger, xlsx);
    const refused = await book(customer, '11:00', { [questionId]: [mine] }, [mine, theirs]);
    expect(refused).toMatchObject({ status: 400, body: { message: 'برخی از فایل‌های پیوست پیدا نشدند؛ دوباره بارگذاری کنید.' } });
    expect((await reservationsOf(customer)).map((row) => row.status)).toEqual(['released']);
    expect(await attachedTo([mine, theirs])).toEqual([null, null]);
    // the same time, booked again with the customer's own files only, is held and gets them
    const booked = await book(customer, '11:00', { [questionId]: [mine] }, [mine]);
    expect(booked.status).toBe(201);
    expect(await attachedTo([mine])).toEqual([booked.body.reservation._id]);
  });

  it('refuses documents that are not ids in Persian, before anything is held', async () => {
    const customer = await signInDirectly(server.db);
    const refused = await book(customer, '12:00', {}, ['../etc/passwd']);
    expect(refused).toMatchObject({ status: 400, body: { message: 'پاسخ‌های ارسال‌شده معتبر نیستند' } });
    expect(await reservationsOf(customer)).toEqual([]);
  });
});
