import { addDays } from '../../../../src/core/domain/business-time';
import { jalaliMonthLength, jalaliToIso } from '../../../../src/core/domain/jalali-date';
import type { OfficialHoliday } from './official-holiday';

/** The holidays fixed on the solar calendar: [Jalali month, day, name]. */
const SOLAR: Array<[number, number, string]> = [
  [1, 1, 'عید نوروز'],
  [1, 2, 'عید نوروز'],
  [1, 3, 'عید نوروز'],
  [1, 4, 'عید نوروز'],
  [1, 12, 'روز جمهوری اسلامی ایران'],
  [1, 13, 'روز طبیعت'],
  [3, 14, 'رحلت حضرت امام خمینی'],
  [3, 15, 'قیام ۱۵ خرداد'],
  [11, 22, 'پیروزی انقلاب اسلامی'],
  [12, 29, 'ملی شدن صنعت نفت ایران'],
];

/** The holidays on the lunar (Hijri) calendar: [Hijri month, day, name]; day 30 of Safar is its last day, whether 29 or 30. */
const LUNAR: Array<[number, number, string]> = [
  [1, 9, 'تاسوعای حسینی'],
  [1, 10, 'عاشورای حسینی'],
  [2, 20, 'اربعین حسینی'],
  [2, 28, 'رحلت رسول اکرم و شهادت امام حسن مجتبی'],
  [2, 30, 'شهادت امام رضا'],
  [3, 8, 'شهادت امام حسن عسکری'],
  [3, 17, 'میلاد رسول اکرم و امام جعفر صادق'],
  [6, 3, 'شهادت حضرت فاطمه زهرا'],
  [7, 13, 'ولادت امام علی'],
  [7, 27, 'مبعث رسول اکرم'],
  [8, 15, 'ولادت حضرت قائم'],
  [9, 21, 'شهادت امام علی'],
  [10, 1, 'عید سعید فطر'],
  [10, 2, 'تعطیل به مناسبت عید سعید فطر'],
  [10, 25, 'شهادت امام جعفر صادق'],
  [12, 10, 'عید سعید قربان'],
  [12, 18, 'عید سعید غدیر خم'],
];

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });

/** The Hijri month and day of a Gregorian day, by the Umm al-Qura calendar. */
function hijriOf(isoDate: string): { month: number; day: number } {
  const parts = hijri.formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

/**
 * Every official holiday of a Jalali year, in date order, two on one day joined by «؛». The
 * lunar ones come from the Umm al-Qura calendar, which may be a day off Iran's official one
 * (its months begin by sighting): the data files keep what this gives, corrected by hand
 * where the published calendar says otherwise.
 */
export function computeHolidays(jalaliYear: number): OfficialHoliday[] {
  const names = new Map<string, string[]>();
  const add = (date: string, title: string) => names.set(date, [...(names.get(date) ?? []), title]);
  for (const [month, day, title] of SOLAR) {
    if (day <= jalaliMonthLength(jalaliYear, month)) add(jalaliToIso({ year: jalaliYear, month, day }), title);
  }
  const first = jalaliToIso({ year: jalaliYear, month: 1, day: 1 });
  const last = jalaliToIso({ year: jalaliYear, month: 12, day: jalaliMonthLength(jalaliYear, 12) });
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const today = hijriOf(date);
    const lastOfSafar = today.month === 2 && hijriOf(addDays(date, 1)).month === 3;
    for (const [month, day, title] of LUNAR) {
      const matches = month === 2 && day === 30 ? lastOfSafar : today.month === month && today.day === day;
      if (matches) add(date, title);
    }
  }
  return [...names.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, titles]) => ({ date, title: titles.join('؛ ') }));
}
