import { RequestFailure } from '../../core/domain/request-failure';
import { isNetworkFailure, serverMessage } from './api-client';

/** Turns an axios error into the core's RequestFailure: the server's message, or "no answer". */
export function requestFailureFrom(error: unknown): RequestFailure {
  return new RequestFailure(serverMessage(error), isNetworkFailure(error));
}
