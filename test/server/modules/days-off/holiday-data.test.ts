import { computeHolidays } from '../../../../server/modules/days-off/holidays/compute-holidays';
import { HOLIDAYS_1405 } from '../../../../server/modules/days-off/holidays/holidays-1405';
import { HOLIDAYS_1406 } from '../../../../server/modules/days-off/holidays/holidays-1406';
import { jalaliToIso } from '../../../../src/core/domain/jalali-date';

const SOLAR: Array<[number, number]> = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 12],
  [1, 13],
  [3, 14],
  [3, 15],
  [11, 22],
  [12, 29],
];

describe('the official holidays kept as data', () => {
  it.each([
    [1405, HOLIDAYS_1405],
    [1406, HOLIDAYS_1406],
  ])('holds every fixed solar holiday of %i, in date order', (year, holidays) => {
    const dates = holidays.map((holiday) => holiday.date);
    for (const [month, day] of SOLAR) expect(dates).toContain(jalaliToIso({ year, month, day }));
    expect([...dates].sort()).toEqual(dates);
  });

  it('has the lunar days of 1405 the published official calendar gives', () => {
    const on = (date: string) => HOLIDAYS_1405.find((holiday) => holiday.date === date)?.title;
    expect(on('2026-03-21')).toBe('عید نوروز؛ عید سعید فطر'); // ۱ فروردین
    expect(on('2026-03-22')).toBe('عید نوروز؛ تعطیل به مناسبت عید سعید فطر');
    expect(on('2026-05-27')).toBe('عید سعید قربان'); // ۶ خرداد
    expect(on('2026-06-04')).toBe('رحلت حضرت امام خمینی؛ عید سعید غدیر خم'); // ۱۴ خرداد
    expect(on('2026-06-24')).toBe('تاسوعای حسینی'); // ۳ تیر
    expect(on('2026-06-25')).toBe('عاشورای حسینی'); // ۴ تیر
  });

  it('keeps 1406 as the Umm al-Qura computation gives it, and 1405 but for the days corrected by hand', () => {
    expect(HOLIDAYS_1406).toEqual(computeHolidays(1406));
    const computed = new Set(computeHolidays(1405).map((holiday) => JSON.stringify(holiday)));
    const corrected = HOLIDAYS_1405.filter((holiday) => !computed.has(JSON.stringify(holiday))).map((holiday) => holiday.date);
    expect(corrected).toEqual(['2026-03-21', '2026-03-22', '2026-04-14']);
  });
});
