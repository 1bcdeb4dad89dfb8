import { scheduleKit } from '../../../fakes/server/schedule/schedule-kit';

describe('customers choose among the active types, each with its slots from today on', () => {
  it('lists each active type with its dates from today, each date with its times in order', async () => {
    const kit = scheduleKit('2026-11-22T05:30:00Z'); // 09:00 in Tehran
    const id = await kit.type();
    await kit.slot(id, '2026-11-23', '14:00');
    await kit.slot(id, '2026-11-22', '10:00');
    await kit.slot(id, '2026-11-23', '09:00');
    kit.rows.slots.push({ id: 'yesterday', typeId: id, date: '2026-11-21', time: '10:00', createdAt: kit.clock.now() });

    const [type] = await kit.useCases.listOfferedTypes.execute(kit.useCases.listOfferedTypes.currentDay());
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

  it('answers one active type with its slots', async () => {
    const kit = scheduleKit();
    const id = await kit.type({ title: 'جلسه آشنایی', price: 0 });
    await kit.slot(id, '2026-11-24', '11:00');

    expect(await kit.useCases.findOfferedType.execute(id)).toMatchObject({
      _id: id, title: 'جلسه آشنایی', price: 0, availableDates: [{ date: '2026-11-24', timeSlots: [{ time: '11:00' }] }],
    });
  });
});
