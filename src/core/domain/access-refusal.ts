/**
 * Why a guard sent a signed-in visitor to /login: named in the address (`/login?denied=admin`),
 * so the sign-in page says it in Persian, on the server's page too, instead of sending them home
 * without a word.
 */
export const ACCESS_REFUSAL_PARAM = 'denied';

export type AccessRefusal = 'admin' | 'role';

export const ACCESS_REFUSAL_MESSAGES: Record<AccessRefusal, string> = {
  admin: 'این بخش فقط برای مدیر سایت است. برای دیدن آن با حساب مدیر وارد شوید.',
  role: 'حساب کاربری شما اجازه دیدن این بخش را ندارد. برای دیدن آن با حسابی که این دسترسی را دارد وارد شوید.',
};

/** The /login address that says why. */
export function loginPathFor(refusal: AccessRefusal): string {
  return `/login?${ACCESS_REFUSAL_PARAM}=${refusal}`;
}

/** The Persian reason a `?denied=` in `search` names, or null for none (or one it does not know). */
export function accessRefusalMessage(search: string): string | null {
  const reason = new URLSearchParams(search).get(ACCESS_REFUSAL_PARAM);
  return reason === 'admin' || reason === 'role' ? ACCESS_REFUSAL_MESSAGES[reason] : null;
}
