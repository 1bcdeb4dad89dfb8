import { isNetworkFailure, serverMessage } from './api-client';

export const NETWORK_FAILURE = 'خطا در ارتباط با سرور';
export const REQUEST_FAILED = 'خطایی رخ داده است';

/** Runs a call and turns its failure into an Error carrying the Persian text to show. */
export async function withPersianErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(serverMessage(error) ?? (isNetworkFailure(error) ? NETWORK_FAILURE : REQUEST_FAILED));
  }
}
