import { HOLIDAYS_1405 } from './holidays-1405';
import { HOLIDAYS_1406 } from './holidays-1406';
import type { OfficialHoliday } from './official-holiday';

/** Every official holiday the site knows, in date order; a new year's file is added here. */
export const OFFICIAL_HOLIDAYS: OfficialHoliday[] = [...HOLIDAYS_1405, ...HOLIDAYS_1406];
