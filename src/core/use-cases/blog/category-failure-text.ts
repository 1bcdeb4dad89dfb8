import { CATEGORY_NETWORK_ERROR, CATEGORY_SERVER_FALLBACK } from '../../domain/admin-content-messages';
import { isRequestFailure } from '../../domain/request-failure';

/**
 * Section 8 for category calls: the server's message, else 'مشکلی در سرور رخ داده است';
 * create alone says 'مشکلی در ارتباط با سرور رخ داده است' when no answer came.
 */
export function categoryFailureText(error: unknown, { networkText = false } = {}): string {
  if (isRequestFailure(error)) {
    if (error.network && networkText) return CATEGORY_NETWORK_ERROR;
    if (error.serverMessage) return error.serverMessage;
  }
  return CATEGORY_SERVER_FALLBACK;
}
