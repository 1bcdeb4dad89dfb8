import ICAL from 'ical.js';
import { bookingNoticesFor, noticeJobs } from '../../../server/modules/notices';
import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { FakeKavenegarServer } from '../../fakes/server/notifications/fake-kavenegar-server';
import { decodedParts, RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { bookAndGoToBank, reservationRow, SILENT, startMoneyWorld, verify, type MoneyWorld } from '../money/money-support';
import { TEST_MOBILE } from '../support/sign-in-directly';

const ADDRESS = 'تهران، خیابان ولیعصر، ساختمان آرین، واحد ۱۲';

describe('messages about a booking, through a real SMTP server and Kavenegar', () => {
  const smtp = new RecordingSmtpServer();
  const kavenegar = new FakeKavenegarServer();
  let world: MoneyWorld;

  beforeAll(async () => {
    const [smtpUrl, kavenegarUrl] = await Promise.all([smtp.start(), kavenegar.start()]);
    world = await startMoneyWorld({
      env: {
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'noreply@moshaver.test',
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: kavenegar.apiKey,
        KAVENEGAR_BASE_URL: kavenegarUrl,
      },
      dependencies: (deps) => ({ ...deps, booking: { ...deps.booking, events: bookingNoticesFor(deps, SILENT) } }),
    });
    await world.server.db.updateTable('reservation_types').set({ session_mode: 'office', office_address: ADDRESS }).execute();
  });
  afterAll(async () => {
    await world.close();
    await Promise.all([smtp.stop(), kavenegar.stop()]);
  });

  const listener = () => world.server.deps.booking.events as ReturnType<typeof bookingNoticesFor>;
  const deliver = () => notificationUseCasesFor(world.server.deps, SILENT).deliverDueMessages.execute();
  const job = (name: string) => noticeJobs(world.server.deps, SILENT).find((each) => each.name === name)!;
  const keysOf = async (reservationId: string) =>
    (
      await world.server.db
        .selectFrom('outbox_messages')
        .select('dedupe_key')
        .where('dedupe_key', 'like', `%${reservationId}%`)
        .orderBy('dedupe_key')
        .execute()
    ).map((row) => row.dedupe_key);

  async function paidBooking() {
    const booked = await bookAndGoToBank(world);
    world.bank.pay(booked.authority);
    expect((await verify(world, booked.authority, booked.reservationId, booked.customer)).status).toBe(200);
    await listener().settled();
    return booked;
  }

  it('sends the confirmation e-mail with its calendar file, and the SMS, once a paid booking is confirmed', async () => {
    const { reservationId, customer, slot } = await paidBooking();
    await deliver();

    const mail = smtp.received.find((each) => each.to.includes(customer.email))!;
    const parts = decodedParts(mail.raw);
    expect(parts.some((part) => part.includes('رزرو شما قطعی شد.') && part.includes('به وقت تهران') && part.includes(ADDRESS))).toBe(true);
    const ics = parts.find((part) => part.startsWith('BEGIN:VCALENDAR'))!;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Tehran');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toString()).toBe(`${slot.date}T${slot.time}:00`);
    expect(event.startDate.zone?.tzid).toBe('Asia/Tehran');
    expect(event.endDate.toString()).toBe(`${slot.date}T${String(Number(slot.time.slice(0, 2)) + 1).padStart(2, '0')}:00:00`);
    expect(event.location).toBe(ADDRESS);

    const texts = kavenegar.received.filter((each) => each.receptor === TEST_MOBILE);
    expect(texts.some((each) => each.message.includes('قطعی شد'))).toBe(true);
    expect(smtp.received.some((each) => each.to.includes(world.consultant.email))).toBe(true);
    expect(await keysOf(reservationId)).toEqual(
      expect.arrayContaining([`confirmed:${reservationId}:email:customer`, `confirmed:${reservationId}:sms:customer`]),
    );
  });

  it('keeps the booking confirmed when the SMTP server refuses, and sends the e-mail on a later try', async () => {
    smtp.refuseNext(10);
    const { reservationId, customer } = await paidBooking();
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
    await deliver();
    expect(smtp.received.some((each) => each.to.includes(customer.email))).toBe(false);
    smtp.refuseNext(0);
    world.server.clock.advance(10 * 60 * 1000);
    await deliver();
    expect(smtp.received.filter((each) => each.to.includes(customer.email))).toHaveLength(1);
  });

  it('catches up on a confirmation whose telling was lost, once', async () => {
    const { reservationId } = await paidBooking();
    await world.server.db.deleteFrom('outbox_messages').where('dedupe_key', 'like', `confirmed:${reservationId}%`).execute();
    expect(await job('sweep-missed-notices').run()).toMatchObject({ caughtUp: 1 });
    expect(await job('sweep-missed-notices').run()).toEqual({ caughtUp: 0 });
    expect(await keysOf(reservationId)).toContain(`confirmed:${reservationId}:email:customer`);
  });

  it('reminds 24 hours and 1 hour before, each once, as the clock moves on', async () => {
    const { reservationId, slot } = await paidBooking();
    const start = new Date(`${slot.date}T${slot.time}:00+03:30`).getTime();
    const reminders = job('send-reminders');
    const reminderKeys = async () => (await keysOf(reservationId)).filter((key) => key!.startsWith('reminder'));
    world.server.clock.set(new Date(start - 25 * 3600_000).toISOString());
    await reminders.run();
    expect(await reminderKeys()).toEqual([]);
    world.server.clock.set(new Date(start - 23 * 3600_000).toISOString());
    await reminders.run();
    await reminders.run();
    expect(await reminderKeys()).toEqual([
      `reminder-24h:${reservationId}:${slot.date}T${slot.time}:email:customer`,
      `reminder-24h:${reservationId}:${slot.date}T${slot.time}:sms:customer`,
    ]);
    world.server.clock.set(new Date(start - 30 * 60_000).toISOString());
    await reminders.run();
    await reminders.run();
    expect(await reminderKeys()).toHaveLength(4);
  });
});
