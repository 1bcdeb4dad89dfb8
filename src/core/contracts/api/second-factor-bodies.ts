import * as v from 'valibot';
import { normalizeCode, PASSWORD_RESET_MESSAGES } from '../../domain/password-reset';
import { SECOND_FACTOR_MESSAGES as M } from '../../domain/second-factor';
import { storableText } from '../text-rules';

/** A six-digit code from the authenticator app, in Persian or Latin digits, spaces allowed. */
const appCode = v.pipe(
  storableText(PASSWORD_RESET_MESSAGES.codeMalformed),
  v.check((code) => normalizeCode(code) !== null, PASSWORD_RESET_MESSAGES.codeMalformed),
  v.transform((code) => normalizeCode(code)!),
);

/** `{ code }`: turning the second factor on (its first code) or off (a current one). */
export const appCodeBody = v.object({ code: appCode }, PASSWORD_RESET_MESSAGES.codeMalformed);

/** `{ ticket, code }`: the sign-in's code step, after the right password. */
export const codeStepBody = v.object(
  { ticket: v.pipe(storableText(M.ticketMissing), v.nonEmpty(M.ticketMissing)), code: appCode },
  M.ticketMissing,
);
