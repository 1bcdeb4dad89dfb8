import { sql } from 'kysely';
import { REPORT_MESSAGES } from '../../../src/core/domain/session-report';
import { insertReservation } from '../support/insert-reservation';
import { signInDirectly } from '../support/sign-in-directly';
import { reportMessages, reportRows, startReportWorld, UNKNOWN_ID, type ReportWorld } from './report-support';

describe('a session report over HTTP: written by the consultant, sent, read by its customer alone', () => {
  let world: ReportWorld;
  let server: ReportWorld['server'];
  let ask: ReportWorld['ask'];
  let admin: ReportWorld['admin'];
  let owner: ReportWorld['owner'];
  let stranger: ReportWorld['stranger'];
  let paidBooking: ReportWorld['paidBooking'];

  beforeAll(async () => {
    world = await startReportWorld();
    ({ server, ask, admin, owner, stranger, paidBooking } = world);
  });
  afterAll(async () => world.server.close());

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
      expect(await reportMessages(server, id)).toEqual([]);
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
    expect(await reportMessages(server, id)).toEqual([]);

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
    expect((await reportMessages(server, id)).map((row) => row.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);

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
    expect((await reportMessages(server, id)).map((row) => row.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
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
      typeId: world.typeId,
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
