import * as v from 'valibot';
import { emailProblem, passwordProblem } from '../../domain/account-rules';
import { mobileProblem, normalizeMobile } from '../../domain/mobile-number';
import { normalizeCode, PASSWORD_RESET_MESSAGES as M } from '../../domain/password-reset';
import { storableText } from '../text-rules';

const optionalText = v.optional(storableText(M.fieldNotText));

const rule = <T>(problemOf: (value: T) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = problemOf(dataset.value);
    if (problem) addIssue({ message: problem });
  });

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** "Send me a reset": `{ email }` for a link, or `{ mobile }` (typed any way) for a code; the e-mail wins when both come. */
export const resetRequestBody = v.pipe(
  v.object({ email: optionalText, mobile: optionalText }, M.targetMissing),
  v.check(({ email, mobile }) => filled(email) || filled(mobile), M.targetMissing),
  rule<{ email?: string; mobile?: string }>(({ email, mobile }) =>
    filled(email) ? emailProblem(email!.trim()) : mobileProblem(mobile ?? ''),
  ),
  v.transform(({ email, mobile }): { email: string } | { mobile: string } =>
    filled(email) ? { email: email!.trim() } : { mobile: normalizeMobile(mobile!)! },
  ),
);

/** A six-digit code, in Persian or Latin digits, spaces allowed. */
const codeText = v.pipe(
  storableText(M.codeMalformed),
  v.check((code) => normalizeCode(code) !== null, M.codeMalformed),
  v.transform((code) => normalizeCode(code)!),
);

type ResetInput = { token?: string; mobile?: string; code?: string; password: string };

/** The new password (the sign-up rules) with the link's `token`, or with the `mobile` and the `code` sent to it. */
export const resetPasswordBody = v.pipe(
  v.object(
    { token: optionalText, mobile: optionalText, code: v.optional(v.string(M.codeMalformed)), password: storableText(M.fieldNotText) },
    M.fieldNotText,
  ),
  rule<ResetInput>(({ password }) => passwordProblem(password)),
  v.check(({ token, mobile }: ResetInput) => filled(token) || filled(mobile), M.tokenMissing),
  rule<ResetInput>(({ token, mobile }) => (filled(token) ? null : mobileProblem(mobile ?? ''))),
  rule<ResetInput>(({ token, code }) => (filled(token) || normalizeCode(code ?? '') !== null ? null : M.codeMalformed)),
  v.transform(({ token, mobile, code, password }): { password: string } & ({ token: string } | { mobile: string; code: string }) =>
    filled(token) ? { token: token!.trim(), password } : { mobile: normalizeMobile(mobile!)!, code: normalizeCode(code!)!, password },
  ),
);

/** The code sent to the signed-in user's mobile. */
export const mobileCodeBody = v.object({ code: codeText }, M.codeMalformed);
