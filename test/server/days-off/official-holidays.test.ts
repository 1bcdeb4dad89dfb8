import { DAYS_OFF_MESSAGES } from '../../../src/core/domain/day-off';
import { insertSlots } from '../support/insert-reservation';
import { offeredOn, startDaysOffWorld, type DaysOffWorld } from './days-off-support';

type Offer = { date: string; title: string };

describe('the official holidays offered to the consultant', () => {
  let world: DaysOffWorld;

  beforeAll(async () => {
    world = await startDaysOffWorld();
  });
  afterAll(async () => world.close());

  const offers = async (): Promise<Offer[]> => (await world.admin('GET', '/api/admin/days-off/holidays')).body.holidays;

  it('offers the holidays of 1405 from today on, among them ۱ فروردین and عاشورا', async () => {
    const offered = await offers();
    expect(offered).toEqual(
      expect.arrayContaining([
        { date: '2026-03-21', title: 'عید نوروز؛ عید سعید فطر' },
        { date: '2026-06-24', title: 'تاسوعای حسینی' },
        { date: '2026-06-25', title: 'عاشورای حسینی' },
        { date: '2027-03-21', title: 'عید نوروز' },
      ]),
    );
    expect(offered.every((offer) => offer.date >= '2026-03-01')).toBe(true);
  });

  it('skips one, accepts all the rest in one go, and offers none again; their slots are no longer offered', async () => {
    await insertSlots(world.server.db, world.types.consultation, [
      { date: '2026-03-21', time: '10:00' },
      { date: '2026-04-02', time: '10:00' },
    ]);
    expect(await world.admin('POST', '/api/admin/days-off/holidays/skip', { dates: ['2026-04-02'] })).toMatchObject({
      status: 200,
      body: { message: DAYS_OFF_MESSAGES.holidaySkipped },
    });
    const rest = await offers();
    expect(rest.map((offer) => offer.date)).not.toContain('2026-04-02');

    const accepted = await world.admin('POST', '/api/admin/days-off/holidays/accept', { dates: rest.map((offer) => offer.date) });
    expect(accepted).toMatchObject({
      status: 200,
      body: { accepted: rest.length, message: DAYS_OFF_MESSAGES.holidaysAccepted(rest.length) },
    });
    expect(await offers()).toEqual([]);
    const daysOff = (await world.admin('GET', '/api/admin/days-off')).body.daysOff as Array<{
      fromDate: string;
      reason: string;
      fromTime: string | null;
    }>;
    expect(daysOff).toEqual(
      expect.arrayContaining([expect.objectContaining({ fromDate: '2026-06-25', reason: 'عاشورای حسینی', fromTime: null })]),
    );
    expect((await offeredOn(world, '2026-03-21'))['مشاوره مالی تخصصی']).toEqual([]);
    expect((await offeredOn(world, '2026-04-02'))['مشاوره مالی تخصصی']).toEqual(['10:00']);

    const again = await world.admin('POST', '/api/admin/days-off/holidays/accept', { dates: ['2026-06-25'] });
    expect(again.body.accepted).toBe(0);
    expect(daysOff.filter((dayOff) => dayOff.fromDate === '2026-06-25')).toHaveLength(1);
  });
});
