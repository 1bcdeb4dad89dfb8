import { simpleParser } from 'mailparser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sql } from 'kysely';
import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { REPORT_MESSAGES } from '../../../src/core/domain/session-report';
import { FakeKavenegarServer } from '../../fakes/server/notifications/fake-kavenegar-server';
import { RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { SILENT } from '../money/money-support';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';
import { REPORT_NOW, reportCall, reportRows } from './report-support';

const UNKNOWN_ID = '0b6a3a4e-0000-4000-8000-000000000000';
const PUBLIC_URL = 'https://moshaver.example';

describe('a session report over HTTP: written by the consultant, sent, read by its customer alone', () => {
  const smtp = new RecordingSmtpServer();
  const kavenegar = new FakeKavenegarServer();
  let server: TestServer;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let typeId: string;
  let ask: ReturnType<typeof reportCall>;

  beforeAll(async () => {
    const [smtpUrl, kavenegarUrl] = await Promise.all([smtp.start(), kavenegar.start()]);
    server = await startTestServer({
      now: REPORT_NOW,
      env: {
        PUBLIC_URL,
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'noreply@moshaver.test',
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: kavenegar.apiKey,
        KAVENEGAR_BASE_URL: kavenegarUrl,
      },
    });
    await seedDemoSiteProfile(server.db, server.clock.now());
    admin = await signInDirectly(server.db, { isAdmin: true, mobile: '09351112233' });
    owner = await signInDirectly(server.db, { firstName: 'نرگس', lastName: 'کاظمی', mobile: '09121234567', email: 'narges@example.com' });
    stranger = await signInDirectly(server.db, { mobile: '09127654321' });
    typeId = await insertReservationType(server.db, { title: 'مشاوره مالی تخصصی', price: 1_500_000 });
    ask = reportCall(server);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([smtp.stop(), kavenegar.stop()]);
  });

  /** A confirmed, paid booking of the owner at that Tehran date and time (each test its own time: one calendar keeps sessions apart). */
  const paidBooking = (date: string, time: string, status: 'confirmed' | 'pending' | 'cancelled' | 'expired' = 'confirmed') =>
    insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date,
      time,
      status,
      refId: status === 'pending' ? undefined : `R${date}${time}`,
    });

  const deliver = () => notificationUseCasesFor(server.deps, SILENT).deliverDueMessages.execute();
  const outboxFor = (reservationId: string) =>
    server.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient'])
      .where('dedupe_key', 'like', `report-ready:${reservationId}:%`)
      .execute();

  it('refuses, in Persian, a report before the session starts, and for unpaid or cancelled bookings; nothing is kept and nobody is told', async () => {
    const cases: Array<[string, string]> = [
      [await paidBooking('2026-11-30', '10:00'), REPORT_MESSAGES.beforeSession],
      // the session starts at 12:30 Tehran, half an hour after now
      [await paidBooking('2026-11-22', '12:30'), REPORT_MESSAGES.beforeSession],
      [await paidBooking('2026-11-21', '09:00', 'pending'), REPORT_MESSAGES.notConfirmed],
      [await paidBooking('2026-11-21', '10:00', 'expired'), REPORT_MESSAGES.notConfirmed],
      [await paidBooking('2026-11-21', '11:00', 'cancelled'), REPORT_MESSAGES.cancelled],
    ];
    for (const [id, message] of cases) {
      for (const [method, path] of [
        ['PUT', `/api/admin/reports/${id}/draft`],
        ['POST', `/api/admin/reports/${id}/send`],
      ]) {
        const refused = await ask(method, path, admin, { body: '<p>جمع‌بندی جلسه</p>' });
        expect([refused.status, refused.body]).toEqual([409, { success: false, message }]);
      }
      expect(await reportRows(server, id)).toEqual([]);
      expect(await outboxFor(id)).toEqual([]);
      // the desk opens and says why
      const desk = await ask('GET', `/api/admin/reports/${id}`, admin);
      expect(desk.status).toBe(200);
      expect(desk.body.desk.bar).not.toBeNull();
    }
  });

  it('keeps a draft without telling the customer, who cannot read it: the same 404 as a booking without any report', async () => {
    const id = await paidBooking('2026-11-20', '10:00');
    const saved = await ask('PUT', `/api/admin/reports/${id}/draft`, admin, { body: '<p>پیش‌نویس</p><script>alert(1)</script>' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(REPORT_MESSAGES.draftSaved);
    expect(saved.body.desk.draft).toMatchObject({ version: 1, body: '<p>پیش‌نویس</p>' });
    const again = await ask('PUT', `/api/admin/reports/${id}/draft`, admin, { body: '<p>پیش‌نویس دوم</p>' });
    expect(again.body.desk.draft).toMatchObject({ version: 1, body: '<p>پیش‌نویس دوم</p>' });
    expect(await reportRows(server, id)).toEqual([expect.objectContaining({ version: 1, state: 'draft', sent_at: null })]);
    expect(await outboxFor(id)).toEqual([]);

    const draftOnly = await ask('GET', `/api/reports/${id}`, owner);
    const missing = await ask('GET', `/api/reports/${UNKNOWN_ID}`, owner);
    expect(draftOnly.status).toBe(404);
    expect(draftOnly.body).toEqual(missing.body);
  });

  it('refuses an empty report in Persian and keeps nothing', async () => {
    const id = await paidBooking('2026-11-20', '12:00');
    for (const body of ['', '<p> </p>', '<script>alert(1)</script>']) {
      const refused = await ask('POST', `/api/admin/reports/${id}/send`, admin, { body });
      expect([refused.status, refused.body.message]).toEqual([400, REPORT_MESSAGES.empty]);
    }
    expect((await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: 42 })).status).toBe(400);
    expect(await reportRows(server, id)).toEqual([]);
  });

  it('sends the report: the customer reads it, and is told once by SMS and once by e-mail that a mail program reads', async () => {
    const id = await paidBooking('2026-11-22', '09:00');
    await ask('PUT', `/api/admin/reports/${id}/draft`, admin, { body: '<p>پیش‌نویس</p>' });
    const sent = await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<h2>جمع‌بندی</h2><p>ترازنامه سال ۱۴۰۴ بررسی شد.</p>' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('نسخه ۱ گزارش برای مشتری فرستاده شد');
    expect(sent.body.desk).toMatchObject({ draft: null, sent: [{ version: 1 }] });

    const read = await ask('GET', `/api/reports/${id}`, owner);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.body.report).toEqual({
      session: { reservationId: id, typeTitle: 'مشاوره مالی تخصصی', date: '2026-11-22', time: '09:00', customerName: 'نرگس کاظمی' },
      version: 1,
      sentAt: new Date(REPORT_NOW).toISOString(),
      body: '<h2>جمع‌بندی</h2><p>ترازنامه سال ۱۴۰۴ بررسی شد.</p>',
      latest: true,
      versions: [{ version: 1, sentAt: new Date(REPORT_NOW).toISOString() }],
    });

    // a draft saved before is not a message; the send is one SMS and one e-mail
    expect((await outboxFor(id)).map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ['email', 'narges@example.com'],
      ['sms', '09121234567'],
    ]);
    const smsBefore = kavenegar.received.length;
    const mailsBefore = smtp.received.length;
    await deliver();
    await deliver();
    const sms = kavenegar.received.slice(smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0].receptor).toBe('09121234567');
    expect(sms[0].message).toContain('گزارش جلسه ۱۴۰۵/۰۹/۰۱ شما آماده است');
    expect(sms[0].message).toContain(`${PUBLIC_URL}/report/${id}`);

    const mails = smtp.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['narges@example.com']);
    const mail = await simpleParser(mails[0].raw);
    expect(mail.subject).toMatch(/^گزارش جلسه شما آماده است \| /);
    expect(mail.text).toContain('نرگس کاظمی عزیز، گزارش کتبی جلسه شما آماده است.');
    expect(mail.text).toContain('تاریخ جلسه: یکشنبه ۱ آذر ۱۴۰۵');
    const document = parseDocument(mail.html as string);
    const links = DomUtils.getElementsByTagName('a', document).map((a) => [DomUtils.textContent(a).trim(), a.attribs.href]);
    expect(links).toContainEqual(['خواندن گزارش', `${PUBLIC_URL}/report/${id}`]);
    // the report's own text never travels in a message: only that it is ready, and where
    expect(mail.text).not.toContain('ترازنامه');
    expect(sms[0].message).not.toContain('ترازنامه');

    // «رزروهای من» links the booking's report
    const mine = await ask('GET', '/api/reservations/mine', owner);
    expect(mine.body.reservations.find((each: { _id: string }) => each._id === id).reportVersion).toBe(1);
  });

  it('keeps a sent version as sent: a correction is version 2, both listed, the first unchanged and still readable by its number', async () => {
    const id = await paidBooking('2026-11-22', '07:00');
    await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>نسخه نخست</p>' });
    const firstRow = (await reportRows(server, id))[0];
    server.clock.advance(60 * 60 * 1000);
    const corrected = await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>نسخه اصلاح‌شده</p>' });
    expect(corrected.body.message).toBe('نسخه ۲ گزارش برای مشتری فرستاده شد');

    const rows = await reportRows(server, id);
    expect(rows).toEqual([firstRow, expect.objectContaining({ version: 2, state: 'sent', body: '<p>نسخه اصلاح‌شده</p>' })]);
    const latest = (await ask('GET', `/api/reports/${id}`, owner)).body.report;
    expect(latest).toMatchObject({ version: 2, body: '<p>نسخه اصلاح‌شده</p>', latest: true });
    expect(latest.versions.map((each: { version: number }) => each.version)).toEqual([2, 1]);
    const first = (await ask('GET', `/api/reports/${id}/versions/1`, owner)).body.report;
    expect(first).toMatchObject({ version: 1, body: '<p>نسخه نخست</p>', latest: false });
    // each send tells the customer once: two sends, two SMS and two e-mails
    expect((await outboxFor(id)).map((row) => row.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);

    // and the database itself refuses to change or delete a sent version
    await expect(
      sql`UPDATE report_versions SET body = 'دست‌کاری' WHERE reservation_id = ${id} AND version = 1`.execute(server.db),
    ).rejects.toThrow(/kept as sent/);
    await expect(sql`DELETE FROM report_versions WHERE reservation_id = ${id}`.execute(server.db)).rejects.toThrow(/kept as sent/);
    expect(await reportRows(server, id)).toEqual(rows);
  });

  it('numbers two sends made at once one after the other, each told once', async () => {
    const id = await paidBooking('2026-11-22', '06:00');
    const answers = await Promise.all(
      ['<p>از زبانه نخست</p>', '<p>از زبانه دوم</p>'].map((body) => ask('POST', `/api/admin/reports/${id}/send`, admin, { body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await reportRows(server, id)).map((row) => [row.version, row.state])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
    expect((await outboxFor(id)).map((row) => row.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
  });

  it('lets only the customer and the consultant read: another customer, nobody signed in, a made-up id or version all get the same 404', async () => {
    const id = await paidBooking('2026-11-22', '05:00');
    await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>محرمانه</p>' });
    expect((await ask('GET', `/api/reports/${id}`, owner)).status).toBe(200);
    expect((await ask('GET', `/api/reports/${id}`, admin)).status).toBe(200);
    expect((await ask('GET', `/api/reports/${id}/versions/1`, admin)).status).toBe(200);

    const missing = await ask('GET', `/api/reports/${UNKNOWN_ID}`, owner);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: REPORT_MESSAGES.notFound });
    const refusals = [
      await ask('GET', `/api/reports/${id}`, stranger),
      await ask('GET', `/api/reports/${id}/versions/1`, stranger),
      await ask('GET', `/api/reports/${id}`, null),
      await ask('GET', `/api/reports/${id}/versions/1`, null),
      await ask('GET', `/api/reports/${UNKNOWN_ID}`, admin),
      await ask('GET', `/api/reports/not-an-id`, owner),
      await ask('GET', `/api/reports/${id}/versions/7`, owner),
      await ask('GET', `/api/reports/${id}/versions/0`, owner),
      await ask('GET', `/api/reports/${id}/versions/x`, owner),
    ];
    for (const refusal of refusals) {
      expect([refusal.status, refusal.body]).toEqual([404, missing.body]);
      expect(refusal.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it("keeps the writing to the consultant: the customer and strangers cannot open, save or send a booking's report", async () => {
    const id = await paidBooking('2026-11-22', '04:00');
    for (const who of [owner, stranger, null]) {
      const status = who ? 403 : 401;
      expect((await ask('GET', `/api/admin/reports/${id}`, who)).status).toBe(status);
      expect((await ask('PUT', `/api/admin/reports/${id}/draft`, who, { body: '<p>x</p>' })).status).toBe(status);
      expect((await ask('POST', `/api/admin/reports/${id}/send`, who, { body: '<p>x</p>' })).status).toBe(status);
    }
    expect((await ask('GET', `/api/admin/reports/${UNKNOWN_ID}`, admin)).status).toBe(404);
    expect(await reportRows(server, id)).toEqual([]);
  });

  it('keeps the report when its customer deletes their account (it holds no documents), for the consultant alone', async () => {
    const leaving = await signInDirectly(server.db, { mobile: '09130000000' });
    const id = await insertReservation(server.db, {
      userId: leaving.id,
      typeId,
      date: '2026-11-22',
      time: '03:00',
      status: 'confirmed',
      refId: 'R-leave',
    });
    await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>گزارش</p>' });
    const deleted = await ask('DELETE', `/api/user/delete/${leaving.id}`, leaving);
    expect(deleted.status).toBe(200);

    expect(await reportRows(server, id)).toEqual([expect.objectContaining({ version: 1, state: 'sent', body: '<p>گزارش</p>' })]);
    expect((await ask('GET', `/api/reports/${id}`, admin)).status).toBe(200);
    expect((await ask('GET', `/api/reports/${id}`, leaving)).status).toBe(404);
  });
});
