import { snapshotSchedule } from '../support/snapshot-schedule';
import { insertReservation, insertSlots } from '../support/insert-reservation';
import { publishingServer } from './publishing-support';

type Kit = Awaited<ReturnType<typeof publishingServer>>;

describe('removing or moving a range of slots at once', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await publishingServer();
  });
  afterAll(async () => kit.server.close());

  /** one type's slots on a day of its own, each test on another day so their bookings never meet */
  async function dayOfSlots(offset: number, times: string[]) {
    const typeId = await kit.type(`مشاوره ${offset}`);
    const date = kit.day(offset);
    await insertSlots(
      kit.server.db,
      typeId,
      times.map((time) => ({ date, time })),
    );
    return { typeId, date };
  }
  const book = (typeId: string, date: string, time: string, status: 'confirmed' | 'pending', createdAt = kit.server.clock.now()) =>
    insertReservation(kit.server.db, { typeId, userId: null, date, time, status, createdAt });

  it('previews a removal without changing anything, refusing slots with a confirmed booking or a live hold, and then applies it', async () => {
    const { typeId, date } = await dayOfSlots(10, ['09:00', '11:00', '13:00', '15:00']);
    await book(typeId, date, '11:00', 'confirmed');
    await book(typeId, date, '13:00', 'pending');
    // a hold from an hour ago has lapsed: its slot is free again
    await book(typeId, date, '15:00', 'pending', new Date(kit.server.clock.now().getTime() - 3_600_000));
    const request = { selection: { from: date, to: date, typeId }, change: { kind: 'remove' } };
    const before = await snapshotSchedule(kit.server.db);

    const preview = await kit.api('POST', '/api/schedule/bulk/preview', request);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ changedCount: 2, refusedCount: 2 });
    expect(preview.body.data.changed.map((item: { time: string }) => item.time)).toEqual(['09:00', '15:00']);
    expect(preview.body.data.refused).toEqual([
      { typeTitle: 'مشاوره 10', date, time: '11:00', reason: 'booked' },
      { typeTitle: 'مشاوره 10', date, time: '13:00', reason: 'booked' },
    ]);
    expect(await snapshotSchedule(kit.server.db)).toEqual(before);

    const applied = await kit.api('POST', '/api/schedule/bulk/apply', request);
    expect(applied.body).toMatchObject({
      success: true,
      data: { changedCount: 2, refusedCount: 2 },
      message: '۲ زمان حذف شد؛ ۲ زمان دست‌نخورده ماند',
    });
    expect(await kit.timesOf(typeId, date)).toEqual(['11:00', '13:00']);
  });

  it('keeps a slot booked between the preview and the apply', async () => {
    const { typeId, date } = await dayOfSlots(11, ['09:00', '10:00']);
    const request = { selection: { from: date, to: date, typeId }, change: { kind: 'remove' } };
    expect((await kit.api('POST', '/api/schedule/bulk/preview', request)).body.data).toMatchObject({ changedCount: 2, refusedCount: 0 });
    await book(typeId, date, '10:00', 'pending');

    const applied = await kit.api('POST', '/api/schedule/bulk/apply', request);
    expect(applied.body.data).toMatchObject({ changedCount: 1, refusedCount: 1, refused: [{ time: '10:00', reason: 'booked' }] });
    expect(await kit.timesOf(typeId, date)).toEqual(['10:00']);
  });

  it('takes only the chosen hours, of every type when none is named', async () => {
    const first = await dayOfSlots(12, ['09:00', '10:00', '14:00']);
    const second = await kit.type('جلسه دوم');
    await insertSlots(kit.server.db, second, [
      { date: first.date, time: '10:30' },
      { date: first.date, time: '12:00' },
    ]);
    const applied = await kit.api('POST', '/api/schedule/bulk/apply', {
      selection: { from: first.date, to: first.date, fromTime: '10:00', toTime: '12:00' },
      change: { kind: 'remove' },
    });
    expect(applied.body.data.changedCount).toBe(2);
    expect(await kit.timesOf(first.typeId, first.date)).toEqual(['09:00', '14:00']);
    expect(await kit.timesOf(second, first.date)).toEqual(['12:00']);
  });

  it('moves slots by a day and half an hour, leaving booked ones and refusing a target the type already has', async () => {
    const { typeId, date } = await dayOfSlots(14, ['09:00', '10:00', '11:00']);
    const next = kit.day(15);
    await insertSlots(kit.server.db, typeId, [{ date: next, time: '11:30' }]);
    await book(typeId, date, '09:00', 'confirmed');
    const request = { selection: { from: date, to: date, typeId }, change: { kind: 'move', days: 1, minutes: 30 } };

    const preview = await kit.api('POST', '/api/schedule/bulk/preview', request);
    expect(preview.body.data.changed).toEqual([{ typeTitle: 'مشاوره 14', date, time: '10:00', to: { date: next, time: '10:30' } }]);
    expect(preview.body.data.refused.map((item: { time: string; reason: string }) => [item.time, item.reason])).toEqual([
      ['09:00', 'booked'],
      ['11:00', 'target-taken'],
    ]);

    const applied = await kit.api('POST', '/api/schedule/bulk/apply', request);
    expect(applied.body.message).toBe('۱ زمان جابه‌جا شد؛ ۲ زمان دست‌نخورده ماند');
    expect(await kit.timesOf(typeId, date)).toEqual(['09:00', '11:00']);
    expect(await kit.timesOf(typeId, next)).toEqual(['10:30', '11:30']);
  });

  it('refuses to move a slot into the past', async () => {
    const { typeId, date } = await dayOfSlots(16, ['09:00']);
    const preview = await kit.api('POST', '/api/schedule/bulk/preview', {
      selection: { from: date, to: date, typeId },
      change: { kind: 'move', days: -30, minutes: 0 },
    });
    expect(preview.body.data).toMatchObject({ changedCount: 0, refused: [{ time: '09:00', reason: 'passed' }] });
  });

  it.each([
    [{ change: { kind: 'erase' } }, 'نوع تغییر معتبر نیست'],
    [{ change: { kind: 'move', days: 0, minutes: 0 } }, 'مقدار جابه‌جایی را وارد کنید'],
    [{ change: { kind: 'move', days: 1.5, minutes: 0 } }, 'جابه‌جایی باید عددی صحیح از روز (حداکثر ۳۶۶) و دقیقه (کمتر از ۱۴۴۰) باشد'],
    [{ selection: { from: '2026-02-30', to: '2026-03-01' } }, 'تاریخ شروع معتبر نیست'],
    [{ selection: { from: 'FROM', to: 'FROM+100' } }, 'بازه تغییر گروهی حداکثر ۹۳ روز می‌تواند باشد'],
    [{ selection: { from: 'FROM', to: 'FROM', fromTime: '12:00', toTime: '10:00' } }, 'ساعت پایان باید بعد از ساعت شروع باشد'],
    [{ selection: { from: 'FROM', to: 'FROM', typeId: 'nope' } }, 'نوع رزرو معتبر نیست'],
  ])('refuses a bad request with a Persian 400 and changes nothing (%#)', async (change, message) => {
    const { date } = await dayOfSlots(20, ['09:00']);
    const body = JSON.parse(
      JSON.stringify({ selection: { from: date, to: date }, change: { kind: 'remove' }, ...change })
        .replaceAll('FROM+100', kit.day(120))
        .replaceAll('FROM', date),
    );
    const before = await snapshotSchedule(kit.server.db);
    for (const step of ['preview', 'apply']) {
      const refused = await kit.api('POST', `/api/schedule/bulk/${step}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message });
    }
    expect(await snapshotSchedule(kit.server.db)).toEqual(before);
  });
});
