import { safeReturnPath } from './return-path';

/** The login page's two forms; sign-up is the one its address names (`/login?mode=signup`). */
export type LoginMode = 'signIn' | 'signUp';

export const LOGIN_PATH = '/login';
export const SIGN_UP_MODE = 'signup';
/** the query parameter naming the page to return to after signing in */
export const NEXT_FIELD = 'next';

/** The mode a login page's query asks for: sign-up only when it says so. */
export function loginModeOf(search: string): LoginMode {
  return new URLSearchParams(search).get('mode') === SIGN_UP_MODE ? 'signUp' : 'signIn';
}

/** The page to return to that a login page's query names, when it is a path on this site. */
export function nextPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_FIELD));
}

/**
 * The login page in `mode`, keeping the page to return to: the switch between the modes (a real
 * link, which works before the app does), and where its form posts. The form's fields go in the
 * body, never a secret in a URL; the server answers a refusal at this very address.
 */
export function loginPageUrl(mode: LoginMode, next: string | null): string {
  const query = new URLSearchParams();
  if (mode === 'signUp') query.set('mode', SIGN_UP_MODE);
  if (next) query.set(NEXT_FIELD, next);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/** The key under which the server hands a refused form's answer to the page it renders. */
export const LOGIN_FORM_ANSWER_KEY = 'login-form';

/** What the server's page shows after refusing a posted form: the e-mail kept, the Persian error (never the password). */
export interface LoginFormAnswer {
  email: string;
  error: string;
  /** the right password was given for an account with a second factor: the code step, with its ticket */
  ticket?: string;
}

export function isLoginFormAnswer(value: unknown): value is LoginFormAnswer {
  const answer = value as Partial<LoginFormAnswer> | null;
  return typeof answer === 'object' && answer !== null && typeof answer.email === 'string' && typeof answer.error === 'string';
}
