import { ARTICLE_CALL_FAILED } from '../../core/domain/blog-post';
import { isHttpError, serverMessage } from './api-client';

/**
 * Spec section 7: a failed article call reads as the response's message field, else the
 * response text, else the default message of section 8.
 */
export function articleCallError(error: unknown): Error {
  const message = serverMessage(error);
  if (message) return new Error(message);
  if (isHttpError(error) && typeof error.response?.data === 'string' && error.response.data.trim()) {
    return new Error(error.response.data.trim().slice(0, 300));
  }
  return new Error(ARTICLE_CALL_FAILED);
}
