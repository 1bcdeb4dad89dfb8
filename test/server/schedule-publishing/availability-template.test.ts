import { persianWeekdayIndex } from '../../../src/core/domain/jalali-date';
import { snapshotSchedule } from '../support/snapshot-schedule';
import { publishingServer } from './publishing-support';

type Kit = Awaited<ReturnType<typeof publishingServer>>;

describe('one availability for several types', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await publishingServer();
  });
  afterAll(async () => kit.server.close());

  it('publishes each type by its own hours per weekday, reports the overlaps between types, and adds nothing when applied again', async () => {
    const advice = await kit.type('مشاوره مالی');
    const insurance = await kit.type('مشاوره بیمه', 45, 15);
    // two whole weeks, starting a week from the clock's today: each weekday comes twice
    const from = kit.day(7);
    const to = kit.day(20);
    const first = persianWeekdayIndex(from);
    const third = (first + 2) % 7;
    const template = {
      typeIds: [advice, insurance],
      fromDate: from,
      toDate: to,
      hours: [
        { weekday: first, start: '09:00', end: '12:00', step: 60 },
        { weekday: third, start: '14:00', end: '18:00', step: 'session' },
      ],
    };
    const applied = await kit.api('POST', '/api/schedule/availability', template);

    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ created: 28, skipped: 0 });
    for (const typeId of [advice, insurance]) {
      expect(await kit.timesOf(typeId, from)).toEqual(['09:00', '10:00', '11:00']);
      // by session: an hour for the first type, 45 minutes and 15 of rest for the second; the last session ends by 18:00
      expect(await kit.timesOf(typeId, kit.day(9))).toEqual(['14:00', '15:00', '16:00', '17:00']);
      expect(await kit.timesOf(typeId, kit.day(8))).toEqual([]);
    }
    // the two types share every time: 14 pairs, each between the types; sessions that only touch are no overlap
    expect(applied.body.data.overlaps.total).toBe(14);
    expect(applied.body.data.overlaps.pairs[0]).toEqual({
      first: { typeTitle: expect.any(String), date: from, time: '09:00' },
      second: { typeTitle: expect.any(String), date: from, time: '09:00' },
    });
    const titles = new Set(
      applied.body.data.overlaps.pairs.flatMap((pair: { first: { typeTitle: string }; second: { typeTitle: string } }) => [
        pair.first.typeTitle,
        pair.second.typeTitle,
      ]),
    );
    expect(titles).toEqual(new Set(['مشاوره مالی', 'مشاوره بیمه']));

    const before = await snapshotSchedule(kit.server.db);
    const again = await kit.api('POST', '/api/schedule/availability', template);
    expect(again.body.data).toMatchObject({ created: 0, skipped: 28 });
    expect(again.body.message).toBe('۰ زمان افزوده شد؛ ۲۸ زمان تکراری یا گذشته بود و نادیده گرفته شد');
    expect(await snapshotSchedule(kit.server.db)).toEqual(before);
  });

  it('warns, without refusing, when one added slot overlaps slots of other types', async () => {
    const long = await kit.type('جلسه یک‌ساعته');
    const short = await kit.type('جلسه کوتاه', 30);
    const date = kit.day(30);
    await kit.api('POST', `/api/reservationtypes/${long}/slots`, { date, time: '09:00' });
    const alone = await kit.api('POST', `/api/reservationtypes/${short}/slots`, { date, time: '10:00' });
    expect(alone.body.data.overlaps).toEqual({ pairs: [], total: 0 });

    const added = await kit.api('POST', `/api/reservationtypes/${short}/slots`, { date, time: '09:30' });
    expect(added.status).toBe(201);
    expect(added.body.data.overlaps).toEqual({
      total: 1,
      pairs: [{ first: { typeTitle: 'جلسه یک‌ساعته', date, time: '09:00' }, second: { typeTitle: 'جلسه کوتاه', date, time: '09:30' } }],
    });
    expect(await kit.timesOf(short, date)).toEqual(['09:30', '10:00']);
  });

  it.each([
    [{ typeIds: [] }, 'دست‌کم یک نوع رزرو را انتخاب کنید'],
    [{ hours: [] }, 'دست‌کم یک ردیف ساعت کاری وارد کنید'],
    [{ hours: [{ weekday: 7, start: '09:00', end: '12:00', step: 60 }] }, 'روز هفته معتبر نیست'],
    [{ hours: [{ weekday: 0, start: '9', end: '12:00', step: 60 }] }, 'ساعت شروع باید به شکل ۰۹:۰۰ باشد'],
    [{ hours: [{ weekday: 0, start: '12:00', end: '09:00', step: 60 }] }, 'ساعت پایان باید بعد از ساعت شروع باشد'],
    [{ hours: [{ weekday: 0, start: '09:00', end: '12:00', step: 2 }] }, 'فاصله زمان‌ها باید بین ۵ تا ۷۲۰ دقیقه باشد'],
    [{ toDate: 'فردا' }, 'تاریخ پایان معتبر نیست'],
  ])('refuses a bad template with a Persian 400 and adds nothing (%#)', async (change, message) => {
    const typeId = await kit.type('مشاوره');
    const before = await snapshotSchedule(kit.server.db);
    const body = {
      typeIds: [typeId],
      fromDate: kit.day(7),
      toDate: kit.day(13),
      hours: [{ weekday: 0, start: '09:00', end: '12:00', step: 60 }],
      ...change,
    };
    const refused = await kit.api('POST', '/api/schedule/availability', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message });
    expect(await snapshotSchedule(kit.server.db)).toEqual(before);
  });

  it('refuses the whole template when one of its types does not exist', async () => {
    const typeId = await kit.type('مشاوره');
    const before = await snapshotSchedule(kit.server.db);
    const refused = await kit.api('POST', '/api/schedule/availability', {
      typeIds: [typeId, '00000000-0000-4000-8000-000000000000'],
      fromDate: kit.day(7),
      toDate: kit.day(13),
      hours: [{ weekday: 0, start: '09:00', end: '12:00', step: 60 }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ success: false, message: 'نوع رزرو پیدا نشد' });
    expect(await snapshotSchedule(kit.server.db)).toEqual(before);
  });

  it('is for the consultant only', async () => {
    const response = await fetch(`${kit.server.url}/api/schedule/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
