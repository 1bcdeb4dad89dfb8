import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { FakeKavenegarServer, type KavenegarScript } from '../../fakes/server/notifications/fake-kavenegar-server';
import { outboxAbout, tellingsSettled } from '../../fakes/server/notices/outbox-of';
import { paidBooking } from '../customer-changes/customer-changes-support';
import { reservationRow, SILENT, startMoneyWorld, type MoneyWorld } from '../money/money-support';

const MINUTE = 60_000;

/** Kavenegar's documented failures while a booking is confirmed: the booking stands, the SMS waits in the outbox. */
describe('a failing Kavenegar never holds up a booking', () => {
  const kavenegar = new FakeKavenegarServer();
  let world: MoneyWorld;

  beforeAll(async () => {
    const url = await kavenegar.start();
    world = await startMoneyWorld({
      env: { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: kavenegar.apiKey, KAVENEGAR_BASE_URL: url, NOTIFY_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await world.close();
    await kavenegar.stop();
  });

  const deliver = () => notificationUseCasesFor(world.server.deps, SILENT).deliverDueMessages.execute();
  const customerSms = async (reservationId: string) =>
    (await outboxAbout(world.server, reservationId)).find((row) => row.dedupe_key === `confirmed:${reservationId}:sms:customer`)!;
  /** every SMS the next delivery run sends (those queued and due) gets this answer */
  const failEverySms = async (script: KavenegarScript) => {
    await tellingsSettled(world.server);
    const due = await world.server.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('channel', '=', 'sms')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', world.server.clock.now())
      .execute();
    due.forEach(() => kavenegar.next(script));
  };

  it.each<[string, KavenegarScript, string]>([
    ['418: the account has no credit', { status: 418, message: 'اعتبار حساب شما کافی نیست' }, 'Kavenegar refused (418)'],
    ['a 502 page from its proxy', { httpStatus: 502, html: '<html>Bad Gateway</html>' }, 'Kavenegar answered HTTP 502'],
    ['no answer at all', { silent: true }, 'Kavenegar did not answer within 300 ms'],
  ])('keeps the booking confirmed and retries the SMS later on %s', async (_case, script, error) => {
    const { reservationId } = await paidBooking(world);
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
    await failEverySms(script);
    await deliver();
    const waiting = await customerSms(reservationId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toContain(error);
    expect(waiting.next_attempt_at!.getTime()).toBeGreaterThan(world.server.clock.now().getTime());

    world.server.clock.advance(2 * MINUTE);
    await deliver();
    expect(await customerSms(reservationId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(kavenegar.received.filter((sms) => sms.message.includes('قطعی شد'))).not.toHaveLength(0);
  });

  it('marks the SMS failed at once when Kavenegar refuses the number itself (411), and the booking stands', async () => {
    const { reservationId } = await paidBooking(world);
    await failEverySms({ status: 411, message: 'گیرنده نامعتبر است' });
    await deliver();
    expect(await customerSms(reservationId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
  });
});
