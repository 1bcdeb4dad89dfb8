import * as v from 'valibot';
import {
  MAX_CALENDAR_ADDRESS_LENGTH,
  MAX_CALENDAR_LABEL_LENGTH,
  OUTSIDE_CALENDAR_MESSAGES as M,
  type BusyMark,
  type OutsideCalendarView,
} from '../../domain/outside-calendar';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

type Message = { success: true; message: string };

/** A calendar's address and the consultant's name for it; the server checks the address further. */
const calendarBody = v.object(
  {
    address: v.pipe(
      storableText(M.addressInvalid),
      v.trim(),
      v.minLength(1, M.addressInvalid),
      v.maxLength(MAX_CALENDAR_ADDRESS_LENGTH, M.addressTooLong),
    ),
    label: v.optional(v.pipe(storableText(M.labelTooLong), v.trim(), v.maxLength(MAX_CALENDAR_LABEL_LENGTH, M.labelTooLong)), ''),
  },
  M.addressInvalid,
);

export type OutsideCalendarsAnswer = {
  success: true;
  calendars: OutsideCalendarView[];
  /** the coming published slots an outside event blocks */
  blocked: BusyMark[];
  /** live bookings an outside event overlaps: listed for the consultant, never cancelled */
  collisions: BusyMark[];
};

/** The outside-calendars module's endpoints, all the consultant's: list, add and remove the calendars that keep them busy. */
export const outsideCalendarsApi = {
  list: endpoint<OutsideCalendarsAnswer>()({ method: 'GET', path: '/api/admin/outside-calendars' }),
  add: endpoint<Message & { calendar: OutsideCalendarView }>()({
    method: 'POST',
    path: '/api/admin/outside-calendars',
    body: calendarBody,
  }),
  remove: endpoint<Message>()({ method: 'DELETE', path: '/api/admin/outside-calendars/:id' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
