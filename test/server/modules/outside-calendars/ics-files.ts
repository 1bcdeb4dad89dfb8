/**
 * Calendar files as Google, iCloud and Outlook publish them, each built around a date (YYYY-MM-DD)
 * so a test can place them in its own weeks.
 */
const compact = (date: string) => date.replaceAll('-', '');

function calendar(name: string, body: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy//EN', `X-WR-CALNAME:${name}`, ...body, 'END:VCALENDAR', ''].join('\r\n');
}

/** Every Monday from `monday` 10:00–11:00 Tehran, four times; the second is struck out (EXDATE), the third moved to 14:00–15:30. */
export function weeklyMeeting(monday: string, second: string, third: string): string {
  return calendar('consultant@example.com', [
    'BEGIN:VEVENT',
    'UID:weekly@test',
    `DTSTART;TZID=Asia/Tehran:${compact(monday)}T100000`,
    `DTEND;TZID=Asia/Tehran:${compact(monday)}T110000`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;TZID=Asia/Tehran:${compact(second)}T100000`,
    'SUMMARY:Weekly meeting',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:weekly@test',
    `RECURRENCE-ID;TZID=Asia/Tehran:${compact(third)}T100000`,
    `DTSTART;TZID=Asia/Tehran:${compact(third)}T140000`,
    `DTEND;TZID=Asia/Tehran:${compact(third)}T153000`,
    'SUMMARY:Weekly meeting (moved)',
    'END:VEVENT',
  ]);
}

/** An all-day event on `day`, as a date with an exclusive end date. */
export function allDayEvent(day: string, nextDay: string): string {
  return calendar('Holidays', [
    'BEGIN:VEVENT',
    'UID:all-day@test',
    `DTSTART;VALUE=DATE:${compact(day)}`,
    `DTEND;VALUE=DATE:${compact(nextDay)}`,
    'SUMMARY:Away',
    'END:VEVENT',
  ]);
}

const BERLIN = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** 08:00–09:00 in Berlin on `day`, the zone defined in the file as Google writes it; `withZone` false leaves only the TZID. */
export function berlinEvent(day: string, withZone = true): string {
  return calendar('Berlin office', [
    ...(withZone ? BERLIN : []),
    'BEGIN:VEVENT',
    'UID:berlin@test',
    `DTSTART;TZID=Europe/Berlin:${compact(day)}T080000`,
    `DTEND;TZID=Europe/Berlin:${compact(day)}T090000`,
    'SUMMARY:Call with Berlin',
    'END:VEVENT',
  ]);
}

/** 10:00–12:00 Tehran (written in UTC) on `day`, marked free (TRANSP:TRANSPARENT), beside one the owner declined. */
export function freeEvents(day: string): string {
  return calendar('consultant@example.com', [
    'BEGIN:VEVENT',
    'UID:transparent@test',
    `DTSTART:${compact(day)}T063000Z`,
    `DTEND:${compact(day)}T083000Z`,
    'TRANSP:TRANSPARENT',
    'SUMMARY:Reminder',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:declined@test',
    `DTSTART:${compact(day)}T063000Z`,
    `DTEND:${compact(day)}T083000Z`,
    'ORGANIZER:mailto:someone@example.com',
    'ATTENDEE;PARTSTAT=ACCEPTED:mailto:someone@example.com',
    'ATTENDEE;PARTSTAT=DECLINED:mailto:Consultant@example.com',
    'SUMMARY:Declined invitation',
    'END:VEVENT',
  ]);
}
