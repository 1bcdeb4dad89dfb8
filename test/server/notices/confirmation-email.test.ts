import { DomUtils, parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bookingNoticesFor } from '../../../server/modules/notices';
import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { bookAndGoToBank, paymentRow, SILENT, startMoneyWorld, verify, type MoneyWorld } from '../money/money-support';

describe('a confirmation e-mail as a mail client reads it, from a real SMTP server', () => {
  const smtp = new RecordingSmtpServer();
  let world: MoneyWorld;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    world = await startMoneyWorld({
      env: { SMTP_URL: smtpUrl, MAIL_FROM: 'noreply@moshaver.test' },
      dependencies: (deps) => ({ ...deps, booking: { ...deps.booking, events: bookingNoticesFor(deps, SILENT) } }),
    });
    // a practice with a name and an owner, as a consultant's site has once set up
    await seedDemoSiteProfile(world.server.db, world.server.clock.now());
  });
  afterAll(async () => {
    await world.close();
    await smtp.stop();
  });

  async function confirmationOfAPaidBooking(): Promise<{ mail: ParsedMail; raw: string; reservationId: string; refId: string }> {
    const booked = await bookAndGoToBank(world);
    world.bank.pay(booked.authority);
    expect((await verify(world, booked.authority, booked.reservationId, booked.customer)).status).toBe(200);
    await (world.server.deps.booking.events as ReturnType<typeof bookingNoticesFor>).settled();
    await notificationUseCasesFor(world.server.deps, SILENT).deliverDueMessages.execute();
    const received = smtp.received.find((each) => each.to.includes(booked.customer.email));
    expect(received).toBeDefined();
    const { ref_id: refId } = await paymentRow(world, booked.authority);
    return { mail: await simpleParser(received!.raw), raw: received!.raw, reservationId: booked.reservationId, refId: refId! };
  }

  it("has a text part and, beside it, a right-to-left HTML part in the practice's name, and the calendar file still reads", async () => {
    const { mail, raw, reservationId, refId } = await confirmationOfAPaidBooking();
    const profile = await world.server.deps.notifications.profile.current();
    expect([profile.siteName, profile.ownerName].every((name) => name.trim() !== '')).toBe(true);
    expect(mail.subject).toBe(`رزرو شما قطعی شد | ${profile.siteName}`);
    // text and HTML are alternatives of one another, the calendar file beside them
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    expect(mail.text).toContain('رزرو شما قطعی شد.');
    expect(mail.text).toContain('مبلغ: ۱٬۲۵۰٬۰۰۰ تومان');

    const document = parseDocument(mail.html as string);
    const [html] = DomUtils.getElementsByTagName('html', document);
    expect(html.attribs).toMatchObject({ lang: 'fa', dir: 'rtl' });
    const text = DomUtils.textContent(document);
    expect(text).toContain(profile.ownerName);
    expect(text).toContain(profile.siteName);
    expect(text).toContain('۱٬۲۵۰٬۰۰۰ تومان');
    const links = DomUtils.getElementsByTagName('a', document).map((a) => [DomUtils.textContent(a).trim(), a.attribs.href]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['رزروهای من', 'http://127.0.0.1:3000/dashboard?tab=reservations'],
        ['مشاهده و چاپ رسید', `http://127.0.0.1:3000/receipt/${reservationId}`],
      ]),
    );
    const facts = DomUtils.getElementsByTagName('th', document).map((th) => [
      DomUtils.textContent(th),
      DomUtils.textContent(DomUtils.nextElementSibling(th)!),
    ]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['مدت جلسه', '۶۰ دقیقه'],
        ['کد پیگیری بانک', refId.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])],
      ]),
    );

    const [ics] = mail.attachments.filter((attachment) => attachment.contentType === 'text/calendar');
    expect(ics.filename).toBe('booking.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('Asia/Tehran');
  });

  it("gives the consultant the customer's answers, each under its question as asked, in both parts of the new-booking e-mail", async () => {
    const questions = [
      { id: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', help: '', required: true },
      { id: 'year', label: 'سال مالی مورد بررسی؟', kind: 'number', help: '', required: true },
      { id: 'audited', label: 'حسابرسی شده است؟', kind: 'yes-no', help: '', required: false },
    ];
    await world.server.db
      .updateTable('reservation_types')
      .set({ questions: JSON.stringify(questions) })
      .where('id', '=', world.typeId)
      .execute();
    try {
      const booked = await bookAndGoToBank(world, { answers: { field: 'بازرگانی <b>کالا</b>', year: '۱۴۰۳', audited: 'yes' } });
      world.bank.pay(booked.authority);
      expect((await verify(world, booked.authority, booked.reservationId, booked.customer)).status).toBe(200);
      await (world.server.deps.booking.events as ReturnType<typeof bookingNoticesFor>).settled();
      await notificationUseCasesFor(world.server.deps, SILENT).deliverDueMessages.execute();
      const sent = smtp.received.filter((each) => each.to.includes(world.consultant.email));
      const mails = await Promise.all(sent.map((each) => simpleParser(each.raw)));
      const mail = mails.find((each) => each.subject?.startsWith('رزرو تازه') && (each.text ?? '').includes(booked.customer.email));
      expect(mail).toBeDefined();
      expect(mail!.text).toContain('سال مالی مورد بررسی؟: ۱٬۴۰۳');
      const document = parseDocument(mail!.html as string);
      const facts = DomUtils.getElementsByTagName('th', document).map((th) => [
        DomUtils.textContent(th),
        DomUtils.textContent(DomUtils.nextElementSibling(th)!),
      ]);
      expect(facts).toEqual(
        expect.arrayContaining([
          ['حوزه فعالیت شرکت؟', 'بازرگانی <b>کالا</b>'],
          ['سال مالی مورد بررسی؟', '۱٬۴۰۳'],
          ['حسابرسی شده است؟', 'بله'],
        ]),
      );
      // what the customer typed is text in the mail, never markup
      expect(DomUtils.getElementsByTagName('b', document)).toEqual([]);
    } finally {
      await world.server.db.updateTable('reservation_types').set({ questions: '[]' }).where('id', '=', world.typeId).execute();
    }
  });
});
