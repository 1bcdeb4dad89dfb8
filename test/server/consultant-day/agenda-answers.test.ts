import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import type { BookingAnswer } from '../../../src/core/domain/booking-questions/booking-question';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

// The agenda carries each shown session's answers as they were kept with the booking.
describe("the consultant's agenda with the customers' answers", () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let today: string;
  const ids: Record<string, string> = {};
  const answers: BookingAnswer[] = [
    { questionId: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer: 'پخش دارو' },
    { questionId: 'payer', label: 'نوع مودی؟', kind: 'choice', answer: 'حقوقی' },
    { questionId: 'year', label: 'سال مالی مورد بررسی؟', kind: 'number', answer: 1403 },
    { questionId: 'audited', label: 'حسابرسی شده است؟', kind: 'yes-no', answer: true },
  ];

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const sara = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
    api = jsonClient(server.url, admin.cookie);
    const typeId = await insertType(server.db, { title: 'مشاوره مالی تخصصی' });
    today = toBusinessWallClock(server.clock.now()).date;
    const at = (time: string) =>
      insertReservation(server.db, { typeId, userId: sara.id, date: today, time, status: 'confirmed', createdAt: server.clock.now() });
    ids.answered = await at('09:00');
    ids.silent = await at('11:00');
    await server.db
      .updateTable('reservations')
      .set({ answers: JSON.stringify(answers) })
      .where('id', '=', ids.answered)
      .execute();
  });
  afterAll(async () => server.close());

  it('gives a session its answers, each with its question as asked and its kind, and a session without answers none', async () => {
    const answer = await api('GET', `/api/admin/agenda?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    const sessions = answer.body.sessions as Array<{ id: string; answers?: BookingAnswer[] }>;
    expect(sessions.map((session) => session.id)).toEqual([ids.answered, ids.silent]);
    expect(sessions[0].answers).toEqual(answers);
    expect(sessions[1]).not.toHaveProperty('answers');
  });

  it('keeps the answers as asked after the type changes its questions', async () => {
    await server.db
      .updateTable('reservation_types')
      .set({ questions: JSON.stringify([{ id: 'field', label: 'زمینهٔ کار؟', kind: 'long-text', help: '', required: true }]) })
      .execute();
    const sessions = (await api('GET', `/api/admin/agenda?from=${today}&to=${today}`)).body.sessions as Array<{
      answers?: BookingAnswer[];
    }>;
    expect(sessions[0].answers).toEqual(answers);
  });
});
