import { toPersianDigits } from '../../../src/core/domain/persian-digits';
import { outboxAbout } from '../../fakes/server/notices/outbox-of';
import { cancelMine, moveMine, paidBooking } from '../customer-changes/customer-changes-support';
import { api, startMoneyWorld, type MoneyWorld } from '../money/money-support';
import { TEST_MOBILE } from '../support/sign-in-directly';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';

const MINUTE = 60_000;

/** The messages of a cancellation or a move, as the test server's own listener queues them (no provider: kept in the outbox). */
describe('messages when a booking is cancelled or moved', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await startMoneyWorld();
    // the messages carry the site's name from its profile: the demo one here
    await seedDemoSiteProfile(world.server.db, world.server.clock.now());
  });
  afterAll(async () => world.close());

  const bodyOf = async (reservationId: string, key: string) =>
    (await outboxAbout(world.server, reservationId)).find((row) => row.dedupe_key === key)?.body;

  it('tells the customer and the consultant when the consultant cancels, and that the bank gave the money back', async () => {
    const { reservationId, customer } = await paidBooking(world);
    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'بیماری مشاور' });
    expect(cancelled).toMatchObject({ status: 200, body: { refundOwed: false } });
    const rows = (await outboxAbout(world.server, reservationId)).filter((row) => row.dedupe_key!.startsWith('cancelled'));
    expect(rows.map((row) => row.dedupe_key)).toEqual([
      `cancelled:${reservationId}:email:consultant:${world.consultant.email}`,
      `cancelled:${reservationId}:email:customer`,
      `cancelled:${reservationId}:sms:consultant:${TEST_MOBILE}`,
      `cancelled:${reservationId}:sms:customer`,
    ]);
    expect(rows.every((row) => row.status === 'kept')).toBe(true);
    const sms = rows.find((row) => row.dedupe_key === `cancelled:${reservationId}:sms:customer`)!;
    expect(sms.recipient).toBe(TEST_MOBILE);
    expect(sms.body).toContain('توسط مشاور لغو شد. مبلغ پرداختی به کارت شما بازگردانده شد.');
    const email = rows.find((row) => row.dedupe_key === `cancelled:${reservationId}:email:customer`)!;
    expect(email).toMatchObject({ recipient: customer.email, subject: 'رزرو شما لغو شد | مشاوره مالی و حسابرسی' });
    expect(email.body).toContain('این رزرو توسط مشاور لغو شد.');
    expect(await bodyOf(reservationId, `cancelled:${reservationId}:email:consultant:${world.consultant.email}`)).toContain(
      'بانک مبلغ را به کارت مشتری بازگرداند.',
    );
  });

  it('says the consultant will pay the money back when the bank’s window had closed', async () => {
    const { reservationId } = await paidBooking(world);
    world.server.clock.advance(31 * MINUTE);
    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'بیماری مشاور' });
    expect(cancelled).toMatchObject({ status: 200, body: { refundOwed: true } });
    expect(await bodyOf(reservationId, `cancelled:${reservationId}:sms:customer`)).toContain('مبلغ پرداختی را مشاور به شما بازمی‌گرداند.');
    expect(await bodyOf(reservationId, `cancelled:${reservationId}:email:consultant:${world.consultant.email}`)).toContain(
      'مبلغ باید دستی به مشتری بازگردانده شود',
    );
  });

  it('tells the customer their own cancellation and the consultant that the customer cancelled', async () => {
    const { reservationId, customer } = await paidBooking(world);
    expect(await cancelMine(world, reservationId, customer)).toMatchObject({ status: 200, body: { money: 'reversed' } });
    expect(await bodyOf(reservationId, `cancelled:${reservationId}:sms:customer`)).toContain(
      'به درخواست شما لغو شد. مبلغ پرداختی به کارت شما بازگردانده شد.',
    );
    expect(await bodyOf(reservationId, `cancelled:${reservationId}:sms:consultant:${TEST_MOBILE}`)).toContain('توسط مشتری لغو شد.');
  });

  it('tells the customer of a move with the old and the new time, once, and sends no second confirmation', async () => {
    const { reservationId, customer, slot } = await paidBooking(world);
    const target = await world.nextSlot();
    expect(await moveMine(world, reservationId, customer, target)).toMatchObject({ status: 200 });
    const rows = await outboxAbout(world.server, reservationId);
    const moved = rows.filter((row) => row.dedupe_key!.startsWith('moved'));
    expect(moved.map((row) => row.dedupe_key)).toEqual([
      `moved:${reservationId}:${target.date}T${target.time}:email:customer`,
      `moved:${reservationId}:${target.date}T${target.time}:sms:customer`,
    ]);
    expect(moved[1].body).toContain(`از ۱۴۰۵/۰۹/`);
    expect(moved[0].body).toContain('زمان پیشین:');
    expect(moved[0].body).toContain(`ساعت ${toPersianDigits(slot.time)}`);
    expect(rows.filter((row) => row.dedupe_key!.startsWith('confirmed') && row.dedupe_key!.endsWith(':customer'))).toHaveLength(2);
  });
});
