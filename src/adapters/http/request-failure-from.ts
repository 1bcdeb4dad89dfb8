import { NETWORK_FAILURE_TEXT, RequestFailure, UNKNOWN_FAILURE_TEXT } from '../../core/domain/request-failure';
import { isHttpError, serverMessage } from './api-client';

/** The response's text when the server sent plain text rather than JSON. */
function responseText(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const data = error.response?.data;
  return typeof data === 'string' && data.trim() ? data.trim() : null;
}

/**
 * Turns a failed axios call into a RequestFailure: the response's message field, else its
 * text, else `fallback`; a call with no answer is a network failure told with `noAnswer`.
 */
export function requestFailureFrom(error: unknown, fallback = UNKNOWN_FAILURE_TEXT, noAnswer = NETWORK_FAILURE_TEXT): RequestFailure {
  if (!isHttpError(error) || !error.response) return new RequestFailure(noAnswer, true);
  const message = serverMessage(error);
  return new RequestFailure(message ?? responseText(error) ?? fallback, false, message);
}
