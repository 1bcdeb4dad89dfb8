import { scheduleKit } from '../../../fakes/server/schedule/schedule-kit';
import { KeptAtVersion } from '../../../../server/http/kept-at-version';

describe('customers choose among the active types: the cards, and one type by range with its offered days', () => {
  it('lists the cards with no dates, and a range’s dates from today on when one is asked, each date with its times in order', async () => {
    const kit = scheduleKit('2026-11-22T05:30:00Z'); // 09:00 in Tehran
    const id = await kit.type();
    await kit.slot(id, '2026-11-23', '14:00');
    await kit.slot(id, '2026-11-22', '10:00');
    await kit.slot(id, '2026-11-23', '09:00');
    await kit.slot(id, '2026-11-30', '09:00');
    kit.rows.slots.push({ id: 'yesterday', typeId: id, date: '2026-11-21', time: '10:00', createdAt: kit.clock.now() });
    const { listOfferedTypes } = kit.useCases;
    const today = listOfferedTypes.currentDay();

    expect((await listOfferedTypes.execute(today)).map((type) => type.availableDates)).toEqual([[]]);
    const [type] = await listOfferedTypes.execute(today, { from: '2026-11-01', to: '2026-11-23' });
    expect(type.availableDates.map((day) => [day.date, day.timeSlots.map((slot) => slot.time)])).toEqual([
      ['2026-11-22', ['10:00']],
      ['2026-11-23', ['09:00', '14:00']],
    ]);
  });

  it('takes today as Tehran’s date, which turns at midnight in Tehran', async () => {
    const kit = scheduleKit('2026-11-22T20:29:00Z'); // 23:59 in Tehran
    expect(kit.useCases.listOfferedTypes.currentDay()).toBe('2026-11-22');
    kit.clock.advance(60 * 1000);
    expect(kit.useCases.listOfferedTypes.currentDay()).toBe('2026-11-23');
  });

  it('answers one active type with the Jalali month of its first offered day, and every offered day', async () => {
    const kit = scheduleKit('2026-11-22T05:30:00Z'); // 1 Azar 1405
    const id = await kit.type({ title: 'جلسه آشنایی', price: 0 });
    await kit.slot(id, '2026-12-24', '11:00'); // 3 Dey: the first offered month is Dey
    await kit.slot(id, '2027-01-19', '11:00'); // 29 Dey
    await kit.slot(id, '2027-01-21', '11:00'); // 1 Bahman

    expect(await kit.useCases.findOfferedType.execute(id)).toMatchObject({
      _id: id,
      title: 'جلسه آشنایی',
      price: 0,
      availableDates: [
        { date: '2026-12-24', timeSlots: [{ time: '11:00' }] },
        { date: '2027-01-19', timeSlots: [{ time: '11:00' }] },
      ],
      offeredDays: ['2026-12-24', '2027-01-19', '2027-01-21'],
    });
  });

  it('shortens a range longer than 62 days instead of refusing it', async () => {
    const kit = scheduleKit('2026-11-22T05:30:00Z');
    const id = await kit.type();
    await kit.slot(id, '2027-01-22', '11:00'); // the 62nd day from today
    await kit.slot(id, '2027-01-23', '11:00'); // the 63rd

    const type = await kit.useCases.findOfferedType.execute(id, { from: '2026-11-22', to: '2027-03-01' });
    expect(type.availableDates.map((day) => day.date)).toEqual(['2027-01-22']);
    expect(type.offeredDays).toEqual(['2027-01-22', '2027-01-23']);
  });

  it("reads a type's offered days once for every month asked of it on one day, and again on the next day or after a change", async () => {
    const kit = scheduleKit('2026-11-22T05:30:00Z');
    const id = await kit.type();
    await kit.slot(id, '2026-11-25', '11:00');
    const kept = new KeptAtVersion<string[]>(10);
    const reads: string[] = [];
    const keptDays = (version: string) => (key: string, read: () => Promise<string[]>) =>
      kept.get(version, key, () => {
        reads.push(key);
        return read();
      });
    const { findOfferedType } = kit.useCases;

    await findOfferedType.execute(id, {}, '2026-11-22', keptDays('v1'));
    await findOfferedType.execute(id, { from: '2026-12-22', to: '2027-01-20' }, '2026-11-22', keptDays('v1'));
    expect(reads).toEqual([`${id} 2026-11-22`]);

    await kit.slot(id, '2026-11-26', '11:00');
    const changed = await findOfferedType.execute(id, { from: '2027-01-21', to: '2027-02-19' }, '2026-11-22', keptDays('v2'));
    expect(changed.offeredDays).toEqual(['2026-11-25', '2026-11-26']);
    await findOfferedType.execute(id, {}, '2026-11-23', keptDays('v2'));
    expect(reads).toEqual([`${id} 2026-11-22`, `${id} 2026-11-22`, `${id} 2026-11-23`]);
  });
});
