/** One official holiday of Iran's calendar: its day (YYYY-MM-DD, Gregorian) and its name. */
export interface OfficialHoliday {
  date: string;
  title: string;
}
