import * as v from 'valibot';
import {
  DAYS_OFF_MESSAGES,
  dayOffError,
  type AffectedBooking,
  type DayOff,
  type DayOffInput,
  type HolidayOffer,
} from '../../domain/day-off';
import { isIsoDate } from '../../domain/business-time';
import { endpoint } from '../endpoint';
import { INVALID_CHARACTERS, isStorableText } from '../text-rules';

type Message = { success: true; message: string };

/** A day off as the consultant's list shows it, with the live bookings inside it. */
export type DayOffView = DayOff & { affected: AffectedBooking[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const timeOrNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);

/** The consultant's day off as sent: dates YYYY-MM-DD, times HH:mm or both absent, an optional reason; each fault answers its Persian message. */
const dayOffBody = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = isObject(dataset.value) ? dataset.value : {};
    const reason = body.reason ?? '';
    if (typeof reason !== 'string' || !isStorableText(reason)) {
      addIssue({ message: INVALID_CHARACTERS });
      return NEVER;
    }
    const input = {
      fromDate: body.fromDate,
      toDate: body.toDate ?? body.fromDate,
      fromTime: timeOrNull(body.fromTime),
      toTime: timeOrNull(body.toTime),
      reason: reason.trim(),
    };
    const error = dayOffError(input as DayOffInput);
    if (error) {
      addIssue({ message: error });
      return NEVER;
    }
    return input as DayOffInput;
  }),
);

const holidayDates = v.object(
  {
    dates: v.pipe(
      v.array(
        v.pipe(
          v.string(DAYS_OFF_MESSAGES.invalidHolidays),
          v.check((date: string) => isIsoDate(date), DAYS_OFF_MESSAGES.invalidHolidays),
        ),
        DAYS_OFF_MESSAGES.invalidHolidays,
      ),
      v.minLength(1, DAYS_OFF_MESSAGES.invalidHolidays),
      v.maxLength(100, DAYS_OFF_MESSAGES.invalidHolidays),
    ),
  },
  DAYS_OFF_MESSAGES.invalidHolidays,
);

/** The days-off module's endpoints, all the consultant's: closed times, and the official holidays to accept or skip. */
export const daysOffApi = {
  list: endpoint<{ success: true; daysOff: DayOffView[] }>()({ method: 'GET', path: '/api/admin/days-off' }),
  add: endpoint<Message & { dayOff: DayOffView }>()({ method: 'POST', path: '/api/admin/days-off', body: dayOffBody }),
  remove: endpoint<Message>()({ method: 'DELETE', path: '/api/admin/days-off/:id' }),
  holidays: endpoint<{ success: true; holidays: HolidayOffer[] }>()({ method: 'GET', path: '/api/admin/days-off/holidays' }),
  acceptHolidays: endpoint<Message & { accepted: number }>()({
    method: 'POST',
    path: '/api/admin/days-off/holidays/accept',
    body: holidayDates,
  }),
  skipHoliday: endpoint<Message>()({ method: 'POST', path: '/api/admin/days-off/holidays/skip', body: holidayDates }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
