import { badRequest } from '../http/api-error';
import { isUuid } from '../http/ids';
import { MESSAGES } from '../http/error-handler';

export interface VerifyInput {
  authority: string;
  status: 'OK' | 'NOK';
  reservationId: string;
}

// Zarinpal's authorities are 36 characters of letters and digits; ours are shorter. Anything else is forged.
const AUTHORITY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function fieldsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.invalidInput);
  return body as Record<string, unknown>;
}

/** The reservation id of an initiate call; any other field (an amount, say) is ignored. */
export function readInitiateBody(body: unknown): string {
  const { reservationId } = fieldsOf(body);
  if (!isUuid(reservationId)) throw badRequest(MESSAGES.invalidInput);
  return reservationId;
}

export function readVerifyBody(body: unknown): VerifyInput {
  const { Authority, Status, reservationId } = fieldsOf(body);
  if (typeof Authority !== 'string' || !AUTHORITY_PATTERN.test(Authority)) throw badRequest(MESSAGES.invalidInput);
  if (Status !== 'OK' && Status !== 'NOK') throw badRequest(MESSAGES.invalidInput);
  if (!isUuid(reservationId)) throw badRequest(MESSAGES.invalidInput);
  return { authority: Authority, status: Status, reservationId };
}
