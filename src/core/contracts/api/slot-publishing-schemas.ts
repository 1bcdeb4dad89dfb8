import * as v from 'valibot';
import { availabilityTemplateError, type AvailabilityTemplate, type TemplateHours } from '../../domain/availability-template';
import { BULK_MESSAGES, bulkRequestError, type BulkChange, type BulkRequest, type BulkSelection } from '../../domain/bulk-slot-change';
import { byRule, fieldsOf } from './schedule-schemas';

const isUuid = (value: unknown) => v.is(v.pipe(v.string(), v.uuid()), value);

/** One availability for several types: `typeIds`, `fromDate`/`toDate` (YYYY-MM-DD or Jalali), `hours` per weekday. */
export const availabilityTemplateBody = byRule<AvailabilityTemplate>((raw) => {
  const body = fieldsOf(raw);
  const template = { typeIds: body.typeIds, from: body.fromDate, to: body.toDate, hours: body.hours } as AvailabilityTemplate;
  const error = availabilityTemplateError(template);
  if (error) return { ok: false, message: error };
  // a malformed id names no type and is answered as an unknown one by the use case
  const typeIds = template.typeIds.map(String);
  const hours = template.hours.map(({ weekday, start, end, step }: TemplateHours) => ({ weekday, start, end, step }));
  return { ok: true, value: { ...template, typeIds, hours } };
});

const optionalText = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : value);

/** A bulk change as the consultant's panel sends it: `selection` (dates, optional times and type) and `change`. */
export const bulkRequestBody = byRule<BulkRequest>((raw) => {
  const body = fieldsOf(raw);
  const picked = fieldsOf(body.selection);
  const typeId = optionalText(picked.typeId);
  if (typeId !== undefined && !isUuid(typeId)) return { ok: false, message: BULK_MESSAGES.invalidType };
  const selection = {
    from: picked.from,
    to: picked.to,
    fromTime: optionalText(picked.fromTime),
    toTime: optionalText(picked.toTime),
    typeId,
  } as BulkSelection;
  const asked = fieldsOf(body.change);
  const change = (asked.kind === 'move' ? { kind: 'move', days: asked.days, minutes: asked.minutes } : { kind: asked.kind }) as BulkChange;
  const error = bulkRequestError({ selection, change });
  return error ? { ok: false, message: error } : { ok: true, value: { selection, change } };
});
