import { parse } from 'csv-parse/sync';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { jsonClient } from '../support/json-client';
import { bookRequest } from './booking-support';

/** The CSV as a spreadsheet reads it: csv-parse (RFC 4180), after the byte-order mark; a record of another width is refused. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

// the server's clock reads 12:00 in Tehran on 2026-11-22
const DAY = '2026-11-24';

const QUESTIONS = [
  { label: 'حوزه فعالیت شرکت؟', kind: 'short-text', required: true, help: 'مثلاً بازرگانی یا تولیدی' },
  { label: 'سال مالی مورد بررسی؟', kind: 'number', required: true },
  { label: 'اندازه شرکت؟', kind: 'choice', options: ['کوچک', 'متوسط', 'بزرگ'], required: false },
  { label: 'حسابرسی شده است؟', kind: 'yes-no', required: false },
  { label: 'موضوع اصلی جلسه؟', kind: 'long-text', required: false },
];

/** The consultant's questions per type, and the answers a booking keeps (on the HTTP API). */
describe('questions asked at booking', () => {
  let server: TestServer;
  let admin: ReturnType<typeof jsonClient>;
  let typeId: string;
  const type = (questions: unknown) => ({ title: 'مشاوره مالی تخصصی', price: 0, session: { mode: 'phone' }, questions });
  const count = async () => (await server.db.selectFrom('reservations').select('id').execute()).length;
  const answersOf = async (id: string) =>
    (await server.db.selectFrom('reservations').select('answers').where('id', '=', id).executeTakeFirstOrThrow()).answers;
  const book = async (timeSlot: string, answers?: unknown) => {
    const customer = await signInDirectly(server.db);
    const answer = await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: DAY, timeSlot, answers });
    return { status: answer.status, body: await answer.json(), cookie: customer.cookie };
  };
  const questionIds = async () =>
    Object.fromEntries(
      ((await jsonClient(server.url)('GET', `/api/reservationtypes/${typeId}`)).body.questions as Array<{ id: string; label: string }>).map(
        (question) => [question.label, question.id],
      ),
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    const created = await admin('POST', '/api/reservationtypes', type(QUESTIONS));
    expect(created.status).toBe(201);
    typeId = created.body.data._id;
    await server.db
      .insertInto('time_slots')
      .values(
        ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'].map((time) => ({ reservation_type_id: typeId, date: DAY, time })),
      )
      .execute();
  });
  afterAll(async () => server.close());

  it('keeps the questions the consultant sets, in order, and shows them to customers with the type', async () => {
    const shown = (await jsonClient(server.url)('GET', `/api/reservationtypes/${typeId}`)).body;
    expect(shown.questions.map((question: { label: string; kind: string }) => [question.label, question.kind])).toEqual(
      QUESTIONS.map((question) => [question.label, question.kind]),
    );
    expect(shown.questions[0]).toMatchObject({ required: true, help: 'مثلاً بازرگانی یا تولیدی' });
    expect(shown.questions[2]).toMatchObject({ options: ['کوچک', 'متوسط', 'بزرگ'] });
  });

  it.each([
    ['a choice with one option', [{ label: 'اندازه؟', kind: 'choice', options: ['کوچک'] }], 'پرسش «اندازه؟» دست‌کم ۲ گزینه می‌خواهد'],
    ['a question without text', [{ label: ' ', kind: 'number' }], 'متن پرسش ۱ را بنویسید'],
    ['an unknown kind', [{ label: 'ترازنامه؟', kind: 'file' }], 'نوع پرسش «ترازنامه؟» را انتخاب کنید'],
    ['unstorable text', [{ label: 'سال\u0000', kind: 'number' }], 'متن ارسال‌شده نویسه‌های نامعتبر دارد'],
  ])('refuses %s in Persian and changes nothing', async (_what, questions, message) => {
    const before = (await admin('GET', '/api/reservationtypes/admin/all')).body;
    expect(await admin('PUT', `/api/reservationtypes/${typeId}`, type(questions))).toMatchObject({ status: 400, body: { message } });
    expect(await admin('POST', '/api/reservationtypes', type(questions))).toMatchObject({ status: 400, body: { message } });
    expect((await admin('GET', '/api/reservationtypes/admin/all')).body).toEqual(before);
  });

  it('keeps the answers with the reservation, each beside its question as asked', async () => {
    const ids = await questionIds();
    const booked = await book('09:00', {
      [ids['حوزه فعالیت شرکت؟']]: ' بازرگانی ',
      [ids['سال مالی مورد بررسی؟']]: '۱۴۰۳',
      [ids['اندازه شرکت؟']]: 'متوسط',
      [ids['حسابرسی شده است؟']]: 'no',
      [ids['موضوع اصلی جلسه؟']]: '',
    });
    expect(booked.status).toBe(201);
    expect(await answersOf(booked.body.reservation._id)).toEqual([
      { questionId: ids['حوزه فعالیت شرکت؟'], label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer: 'بازرگانی' },
      { questionId: ids['سال مالی مورد بررسی؟'], label: 'سال مالی مورد بررسی؟', kind: 'number', answer: 1403 },
      { questionId: ids['اندازه شرکت؟'], label: 'اندازه شرکت؟', kind: 'choice', answer: 'متوسط' },
      { questionId: ids['حسابرسی شده است؟'], label: 'حسابرسی شده است؟', kind: 'yes-no', answer: false },
    ]);
  });

  it("refuses a booking whose required answer is missing with the question's own message, storing nothing", async () => {
    const ids = await questionIds();
    const before = await count();
    expect(await book('10:00')).toMatchObject({ status: 400, body: { message: 'به پرسش «حوزه فعالیت شرکت؟» پاسخ دهید' } });
    expect(await book('10:00', { [ids['حوزه فعالیت شرکت؟']]: 'صنعت' })).toMatchObject({
      status: 400,
      body: { message: 'به پرسش «سال مالی مورد بررسی؟» پاسخ دهید' },
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a number that is not one', 'سال مالی مورد بررسی؟', 'هزار', 'پاسخ پرسش «سال مالی مورد بررسی؟» باید عدد باشد'],
    ['a choice not among the options', 'اندازه شرکت؟', 'غول‌پیکر', 'برای پرسش «اندازه شرکت؟» یکی از گزینه‌ها را انتخاب کنید'],
    ['a yes/no that is neither', 'حسابرسی شده است؟', 'شاید', 'برای پرسش «حسابرسی شده است؟» «بله» یا «خیر» را انتخاب کنید'],
    ['a long text over 2000', 'موضوع اصلی جلسه؟', 'ا'.repeat(2001), 'پاسخ پرسش «موضوع اصلی جلسه؟» حداکثر ۲۰۰۰ نویسه است'],
    ['a short text of the wrong type', 'حوزه فعالیت شرکت؟', 42, 'پاسخ پرسش «حوزه فعالیت شرکت؟» معتبر نیست'],
  ])('refuses %s with the question named, storing nothing', async (_what, label, sent, message) => {
    const ids = await questionIds();
    const before = await count();
    const answers = { [ids['حوزه فعالیت شرکت؟']]: 'صنعت', [ids['سال مالی مورد بررسی؟']]: '1402', [ids[label]]: sent };
    expect(await book('11:00', answers)).toMatchObject({ status: 400, body: { message } });
    expect(await count()).toBe(before);
  });

  it('refuses answers that are not a map of texts, numbers and yes/no, and never crashes', async () => {
    const before = await count();
    for (const answers of [['x'], 'x', { a: { b: 1 } }, { a: ['x'] }, { a: 'x\u0000' }]) {
      const refused = await book('11:00', answers);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await count()).toBe(before);
  });

  it("keeps a booking's answers as they were when the type's questions change later", async () => {
    const ids = await questionIds();
    const booked = await book('12:00', {
      [ids['حوزه فعالیت شرکت؟']]: 'تولیدی',
      [ids['سال مالی مورد بررسی؟']]: 1401,
      [ids['اندازه شرکت؟']]: 'بزرگ',
    });
    const kept = await answersOf(booked.body.reservation._id);
    const current = (await admin('GET', '/api/reservationtypes/admin/all')).body.data.find((each: { _id: string }) => each._id === typeId);
    const changed = await admin('PUT', `/api/reservationtypes/${typeId}`, {
      ...type([
        { ...current.questions[0], label: 'صنعت شرکت؟' },
        { ...current.questions[2], options: ['خرد', 'کلان'] },
      ]),
    });
    expect(changed.status).toBe(200);
    expect(await answersOf(booked.body.reservation._id)).toEqual(kept);
    const listed = (await admin('GET', `/api/reservations?from=${DAY}&to=${DAY}`)).body.data.find(
      (each: { _id: string }) => each._id === booked.body.reservation._id,
    );
    expect(listed.answers.map((answer: { label: string; answer: unknown }) => [answer.label, answer.answer])).toEqual([
      ['حوزه فعالیت شرکت؟', 'تولیدی'],
      ['سال مالی مورد بررسی؟', 1401],
      ['اندازه شرکت؟', 'بزرگ'],
    ]);
    const [headers, ...rows] = readCsv((await admin('GET', `/api/reservations/export.csv?from=${DAY}&to=${DAY}`)).body);
    const row = rows.find((each) => each[headers.indexOf('پاسخ: حوزه فعالیت شرکت؟')] === 'تولیدی');
    expect(row?.[headers.indexOf('پاسخ: سال مالی مورد بررسی؟')]).toBe('1401');
    expect(headers).not.toContain('پاسخ: صنعت شرکت؟');
    await admin('PUT', `/api/reservationtypes/${typeId}`, type(QUESTIONS));
  });

  it('answers the same hold again when its slot is booked again, changing none of its answers', async () => {
    const ids = await questionIds();
    const customer = await signInDirectly(server.db);
    const first = { [ids['حوزه فعالیت شرکت؟']]: 'خدمات', [ids['سال مالی مورد بررسی؟']]: '1400' };
    const held = await (
      await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: DAY, timeSlot: '13:00', answers: first })
    ).json();
    const again = await bookRequest(server.url, customer.cookie, {
      reservationTypeId: typeId,
      date: DAY,
      timeSlot: '13:00',
      answers: { ...first, [ids['حوزه فعالیت شرکت؟']]: 'بازرگانی' },
    });
    expect(again.status).toBe(201);
    expect((await again.json()).reservation._id).toBe(held.reservation._id);
    expect((await answersOf(held.reservation._id))[0]).toMatchObject({ answer: 'خدمات' });
  });

  it('asks nothing of a type without questions', async () => {
    const plain = await admin('POST', '/api/reservationtypes', type(undefined));
    expect(plain.body.data.questions).toBeUndefined();
    await server.db.insertInto('time_slots').values({ reservation_type_id: plain.body.data._id, date: DAY, time: '15:00' }).execute();
    const customer = await signInDirectly(server.db);
    const booked = await bookRequest(server.url, customer.cookie, { reservationTypeId: plain.body.data._id, date: DAY, timeSlot: '15:00' });
    expect(booked.status).toBe(201);
    expect(await answersOf((await booked.json()).reservation._id)).toEqual([]);
  });
});
