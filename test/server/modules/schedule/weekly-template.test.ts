import { RESERVATION_TYPE_NOT_FOUND } from '../../../../server/modules/schedule/schedule-messages';
import { scheduleKit } from '../../../fakes/server/schedule/schedule-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// The kit's clock stands at Sunday 2026-11-22, 12:00 in Tehran; Saturday is the Persian week's day 0.
describe('the consultant offers a type by a weekly template', () => {
  it('adds each chosen weekday of the range at each time', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const result = await kit.useCases.applyWeeklyTemplate.execute(id, {
      from: '2026-11-28',
      to: '2026-12-06',
      weekdays: [0, 2],
      times: ['16:00', '09:00'],
    });

    expect(result).toEqual({ created: 6, skipped: 0, overlaps: { pairs: [], total: 0 }, message: '۶ زمان افزوده شد' });
    expect(kit.rows.slots.map((slot) => `${slot.date} ${slot.time}`).sort()).toEqual([
      '2026-11-28 09:00',
      '2026-11-28 16:00',
      '2026-11-30 09:00',
      '2026-11-30 16:00',
      '2026-12-05 09:00',
      '2026-12-05 16:00',
    ]);
  });

  it('skips times that have passed and times already offered, and says how many', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    await kit.slot(id, '2026-11-29', '10:00');
    const result = await kit.useCases.applyWeeklyTemplate.execute(id, {
      from: '2026-11-22',
      to: '2026-11-29',
      weekdays: [1],
      times: ['10:00', '13:00'],
    });

    expect(result).toEqual({
      created: 2,
      skipped: 2,
      overlaps: { pairs: [], total: 0 },
      message: '۲ زمان افزوده شد؛ ۲ زمان تکراری یا گذشته بود و نادیده گرفته شد',
    });
    expect(kit.rows.slots.map((slot) => `${slot.date} ${slot.time}`).sort()).toEqual([
      '2026-11-22 13:00',
      '2026-11-29 10:00',
      '2026-11-29 13:00',
    ]);
  });

  it('takes the range’s ends as Jalali dates too', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const result = await kit.useCases.applyWeeklyTemplate.execute(id, {
      from: { year: 1405, month: 9, day: 7 },
      to: { year: 1405, month: 9, day: 7 },
      weekdays: [0],
      times: ['10:00'],
    });

    expect(result.created).toBe(1);
    expect(kit.rows.slots[0]).toMatchObject({ date: '2026-11-28', time: '10:00' });
  });

  it('refuses a type that does not exist', async () => {
    const kit = scheduleKit();
    await expect(
      kit.useCases.applyWeeklyTemplate.execute(UNKNOWN, { from: '2026-11-28', to: '2026-11-28', weekdays: [0], times: ['10:00'] }),
    ).rejects.toMatchObject({ kind: 'not-found', message: RESERVATION_TYPE_NOT_FOUND });
  });
});
