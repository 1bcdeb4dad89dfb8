import { GENERIC_FAILURE, NETWORK_FAILURE } from '../../domain/account-rules';
import { AccountRequestError } from '../../ports/account/account-repository';

/**
 * The text a failed account call shows (spec section 8): the server's message, the network
 * text when no answer came, otherwise the generic one.
 */
export function accountFailureText(error: unknown): string {
  if (error instanceof AccountRequestError) {
    if (error.reason === 'network') return NETWORK_FAILURE;
    if (error.serverMessage) return error.serverMessage;
  }
  return GENERIC_FAILURE;
}
