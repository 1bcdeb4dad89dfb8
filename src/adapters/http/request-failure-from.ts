import axios from 'axios';
import { NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import { RequestFailure } from '../../core/domain/request-failure';
import { serverMessage } from './api-client';

/** The response's text when the server sent plain text rather than JSON. */
function responseText(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const data = error.response?.data;
  return typeof data === 'string' && data.trim() ? data.trim() : null;
}

/**
 * Turns a failed axios call into a RequestFailure: the response's message field, else its
 * text, else `fallback`; a call with no answer is a network failure.
 */
export function requestFailureFrom(error: unknown, fallback: string): RequestFailure {
  if (!axios.isAxiosError(error) || !error.response) {
    return new RequestFailure(NO_ANSWER_FROM_SERVER, true);
  }
  const message = serverMessage(error);
  return new RequestFailure(message ?? responseText(error) ?? fallback, false, message);
}
