import type { SecondFactorState, TotpEnrolment } from '../../domain/second-factor';

/** The signed-in admin's second factor on the server. Failures throw AccountRequestError. */
export interface SecondFactorRepository {
  state(): Promise<SecondFactorState>;
  /** a new secret for the authenticator app (text, address, QR picture) */
  begin(): Promise<TotpEnrolment>;
  /** on, with the app's first code; answers the server's words */
  confirm(code: string): Promise<string>;
  /** off, with a current code; answers the server's words */
  turnOff(code: string): Promise<string>;
}
