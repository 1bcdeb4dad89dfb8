import * as v from 'valibot';
import { BOOKING_MESSAGES, bookingFiltersError, type BookingFilters, type BookingStatus } from '../../domain/admin-booking';
import { parseBookingSearch } from '../../domain/booking-search';
import { isIsoDate, isSlotTime } from '../../domain/business-time';
import { parseReservationTypeInput, RESERVATION_TYPE_MESSAGES, type Parsed } from '../../domain/reservation-type-admin';
import { SESSION_MODES } from '../../domain/session-mode';
import { SESSION_PLACE_MESSAGES } from '../../domain/session-place-rule';
import { SLOT_MESSAGES } from '../../domain/schedule-slot';
import { weeklyTemplateError, type WeeklyTemplate } from '../../domain/weekly-template';
import { storableText } from '../text-rules';
import type { BookingQuestion } from '../../domain/booking-questions/booking-question';
import { QUESTION_LIST_MESSAGES } from '../../domain/booking-questions/question-messages';

/** A schema that runs one of the core's own rules, so the browser and the server refuse with the same first Persian message. */
export function byRule<T>(rule: (raw: unknown) => Parsed<T>) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const parsed = rule(dataset.value);
      if (parsed.ok) return parsed.value;
      addIssue({ message: parsed.message });
      return NEVER;
    }),
  );
}

export const fieldsOf = (raw: unknown): Record<string, unknown> =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

const m = RESERVATION_TYPE_MESSAGES;

/** A question's texts, already checked by the core's rule, must be storable as well; its kind keeps its own fields. */
const questionTexts = v.looseObject({
  label: storableText(QUESTION_LIST_MESSAGES.listInvalid),
  help: storableText(QUESTION_LIST_MESSAGES.listInvalid),
  options: v.optional(v.array(storableText(QUESTION_LIST_MESSAGES.listInvalid))),
}) as unknown as v.GenericSchema<BookingQuestion>;

/** A type's fields, trimmed by the core's rule; its texts must be storable as well. */
export const reservationTypeBody = v.pipe(
  byRule(parseReservationTypeInput),
  v.object({
    title: storableText(m.titleRequired),
    description: storableText(m.descriptionInvalid),
    price: v.number(m.priceInvalid),
    includedServices: v.array(storableText(m.servicesInvalid), m.servicesInvalid),
    displayOrder: v.number(m.displayOrderInvalid),
    session: v.object({
      mode: v.picklist(SESSION_MODES),
      meetingLink: v.nullable(storableText(SESSION_PLACE_MESSAGES.linkInvalid)),
      officeAddress: v.nullable(storableText(SESSION_PLACE_MESSAGES.addressRequired)),
    }),
    durationMinutes: v.number(),
    bufferMinutes: v.number(),
    popular: v.boolean(),
    taxServiceId: v.nullish(v.string()),
    questions: v.optional(v.array(questionTexts)),
  }),
);

/** A weekly template as the admin's form sends it: `fromDate`/`toDate` (YYYY-MM-DD or a Jalali date), weekdays, times. */
export const weeklyTemplateBody = byRule<WeeklyTemplate>((raw) => {
  const body = fieldsOf(raw);
  const template = { from: body.fromDate, to: body.toDate, weekdays: body.weekdays, times: body.times } as WeeklyTemplate;
  const error = weeklyTemplateError(template);
  return error ? { ok: false, message: error } : { ok: true, value: template };
});

/** One slot to add: its date and time, each refused with its own message. */
export const slotBody = byRule<{ date: string; time: string }>((raw) => {
  const { date, time } = fieldsOf(raw);
  if (!isIsoDate(date)) return { ok: false, message: SLOT_MESSAGES.invalidDate };
  if (!isSlotTime(time)) return { ok: false, message: SLOT_MESSAGES.invalidTime };
  return { ok: true, value: { date, time } };
});

const rangeEnd = v.optional(
  v.pipe(
    v.string(SLOT_MESSAGES.invalidRange),
    v.check((date: string) => isIsoDate(date), SLOT_MESSAGES.invalidRange),
  ),
);

/** The slot list's range; an absent end is the server's default, a present one must be a date. */
export const slotRangeQuery = v.object({ from: rangeEnd, to: rangeEnd });

const uuid = v.pipe(v.string(), v.uuid());

/** The bookings table's filters: an empty value means "any"; anything malformed is refused in Persian. */
export const bookingFiltersQuery = byRule<BookingFilters>((raw) => {
  const query = fieldsOf(raw);
  const value = (key: string) => (query[key] === '' ? undefined : query[key]);
  const filters = { from: value('from'), to: value('to'), typeId: value('typeId'), status: value('status') };
  const error = bookingFiltersError(filters);
  if (error) return { ok: false, message: error };
  if (filters.typeId !== undefined && !v.is(uuid, filters.typeId)) {
    return { ok: false, message: BOOKING_MESSAGES.invalidType };
  }
  const search = value('search') === undefined ? undefined : parseBookingSearch(value('search'));
  if (search && !search.ok) return search;
  return {
    ok: true,
    value: {
      from: filters.from as string | undefined,
      to: filters.to as string | undefined,
      typeId: filters.typeId as string | undefined,
      status: filters.status as BookingStatus | undefined,
      ...(search ? { search: search.value } : {}),
    },
  };
});
