import { computeHolidays } from '../server/modules/days-off/holidays/compute-holidays';

/**
 * Prints the data file of one Jalali year's official holidays, for
 * server/modules/days-off/holidays/holidays-<year>.ts: `npm run holidays -- 1407`.
 * Check its lunar days against the published official calendar before committing it.
 */
const year = Number(process.argv[2]);
if (!Number.isInteger(year) || year < 1400 || year > 1500) {
  process.stderr.write('usage: npm run holidays -- <Jalali year, e.g. 1407>\n');
  process.exit(1);
}
const lines = computeHolidays(year).map((holiday) => `  { date: '${holiday.date}', title: '${holiday.title}' },`);
process.stdout.write(`import type { OfficialHoliday } from './official-holiday';

/** The official holidays of ${year} (made by \`npm run holidays -- ${year}\`). */
export const HOLIDAYS_${year}: OfficialHoliday[] = [
${lines.join('\n')}
];
`);
