import { overlapsOf, type SlotSpan } from '../../../src/core/domain/slot-overlap';

const span = (typeTitle: string, time: string, durationMinutes: number, bufferMinutes = 0, date = '2030-01-05'): SlotSpan => ({
  typeId: typeTitle,
  typeTitle,
  date,
  time,
  durationMinutes,
  bufferMinutes,
});

describe('overlapping slots across types', () => {
  it('counts a session with its rest, and lets sessions that only touch stand', () => {
    const withRest = span('بیمه', '09:00', 45, 15);
    const all = [withRest, span('مالی', '09:50', 30), span('مالیات', '10:00', 60)];
    const found = overlapsOf([withRest], all);
    expect(found.total).toBe(1);
    expect(found.pairs[0].second).toMatchObject({ typeTitle: 'مالی', time: '09:50' });
  });

  it('reports only pairs a publication made, and a session running past midnight into the next day', () => {
    const late = span('شب', '23:30', 60, 0, '2030-01-05');
    const early = span('صبح', '00:15', 30, 0, '2030-01-06');
    const older = [span('الف', '12:00', 60), span('ب', '12:30', 60)];
    expect(overlapsOf([late], [late, early, ...older])).toMatchObject({
      total: 1,
      pairs: [{ first: { typeTitle: 'شب' }, second: { typeTitle: 'صبح' } }],
    });
  });
});
