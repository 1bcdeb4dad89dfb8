import { simpleParser } from 'mailparser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { FakeKavenegarServer } from '../../fakes/server/notifications/fake-kavenegar-server';
import { RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { SILENT } from '../money/money-support';
import { REPORT_NOW, reportMessages, startReportWorld, type ReportWorld } from './report-support';

const PUBLIC_URL = 'https://moshaver.example';

describe('the customer told that their report is ready, through the real SMS and SMTP protocols', () => {
  const smtp = new RecordingSmtpServer();
  const kavenegar = new FakeKavenegarServer();
  let world: ReportWorld;
  let server: ReportWorld['server'];
  let ask: ReportWorld['ask'];
  let admin: ReportWorld['admin'];
  let owner: ReportWorld['owner'];
  let paidBooking: ReportWorld['paidBooking'];

  beforeAll(async () => {
    const [smtpUrl, kavenegarUrl] = await Promise.all([smtp.start(), kavenegar.start()]);
    world = await startReportWorld({
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'noreply@moshaver.test',
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: kavenegar.apiKey,
      KAVENEGAR_BASE_URL: kavenegarUrl,
    });
    ({ server, ask, admin, owner, paidBooking } = world);
  });
  afterAll(async () => {
    await world.server.close();
    await Promise.all([smtp.stop(), kavenegar.stop()]);
  });

  const deliver = () => notificationUseCasesFor(server.deps, SILENT).deliverDueMessages.execute();

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
    expect((await reportMessages(server, id)).map((row) => [row.channel, row.recipient]).sort()).toEqual([
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

  it('tells the customer of a correction once more, naming its version', async () => {
    const id = await paidBooking('2026-11-22', '08:00');
    await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>نخست</p>' });
    await deliver();
    const smsBefore = kavenegar.received.length;
    const mailsBefore = smtp.received.length;
    await ask('POST', `/api/admin/reports/${id}/send`, admin, { body: '<p>اصلاح‌شده</p>' });
    await deliver();
    await deliver();
    const sms = kavenegar.received.slice(smsBefore);
    expect(sms.map((each) => each.receptor)).toEqual(['09121234567']);
    expect(sms[0].message).toContain('نسخه ۲ گزارش جلسه');
    const mails = smtp.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect((await simpleParser(mails[0].raw)).subject).toMatch(/^گزارش اصلاح‌شده جلسه شما آماده است \| /);
  });
});
