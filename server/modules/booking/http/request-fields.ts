import { isIsoDate, isSlotTime } from '../../../../src/core/domain/business-time';
import { badRequest } from '../../../http/api-error';
import { MESSAGES } from '../../../http/error-handler';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES } from '../booking-messages';

// Zarinpal's authorities are 36 characters of letters and digits; ours are shorter. Anything else is forged.
const AUTHORITY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function fieldsOf(body: unknown, message: string = MESSAGES.invalidInput): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(message);
  return body as Record<string, unknown>;
}

export function readBookBody(body: unknown): { reservationTypeId: string; date: string; timeSlot: string } {
  const { reservationTypeId, date, timeSlot } = fieldsOf(body, BOOKING_MESSAGES.invalidBody);
  if (!isUuid(reservationTypeId) || !isIsoDate(date) || !isSlotTime(timeSlot)) throw badRequest(BOOKING_MESSAGES.invalidBody);
  return { reservationTypeId, date, timeSlot };
}

/** The reservation id of an initiate call; any other field (an amount, say) is ignored. */
export function readInitiateBody(body: unknown): string {
  const { reservationId } = fieldsOf(body);
  if (!isUuid(reservationId)) throw badRequest(MESSAGES.invalidInput);
  return reservationId;
}

export function readVerifyBody(body: unknown): { authority: string; status: 'OK' | 'NOK'; reservationId: string } {
  const { Authority, Status, reservationId } = fieldsOf(body);
  if (!isAuthority(Authority)) throw badRequest(MESSAGES.invalidInput);
  if (Status !== 'OK' && Status !== 'NOK') throw badRequest(MESSAGES.invalidInput);
  if (!isUuid(reservationId)) throw badRequest(MESSAGES.invalidInput);
  return { authority: Authority, status: Status, reservationId };
}

export function isAuthority(value: unknown): value is string {
  return typeof value === 'string' && AUTHORITY_PATTERN.test(value);
}

/** An optional JSON body's `note` or `reason` text, trimmed; '' when absent. */
export function optionalText(body: unknown, field: string): string {
  if (body === undefined || body === null) return '';
  const value = fieldsOf(body)[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(MESSAGES.invalidInput);
  return value.trim();
}
