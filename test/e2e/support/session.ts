import type { BrowserContext } from 'playwright-core';
import type { TestServer } from '../../server/support/test-server';
import { signInDirectly, type SignedInUser } from '../../server/support/sign-in-directly';
import { toUserJson } from '../../../server/modules/account';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import { PERSIST_STORAGE_KEY, PERSIST_VERSION } from '../../../src/core/domain/limits';
import { SESSION_COOKIE } from '../../../server/modules/account';
import type { ThemeName } from '../../../src/core/domain/theme';
import { chooseTheme } from './browser';

/**
 * Signs a browser context in without the login form: a user and session straight into the
 * database, the cookie into the browser and the user into the saved client state, and the
 * given theme's cookie (light unless told). For tests of everything but the login screen itself.
 */
export async function signInAs(
  context: BrowserContext,
  server: TestServer,
  options: { email?: string; isAdmin?: boolean; firstName?: string; lastName?: string; mobile?: string | null; theme?: ThemeName } = {},
): Promise<SignedInUser> {
  const user = await signInDirectly(server.db, options);
  const token = user.cookie.slice(`${SESSION_COOKIE}=`.length);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  const row = await server.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  const state = {
    ...INITIAL_STATE,
    theme: options.theme ?? INITIAL_STATE.theme,
    user: { currentUser: toUserJson(row), loading: false, error: null },
  };
  await chooseTheme(context, options.theme ?? INITIAL_STATE.theme);
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [PERSIST_STORAGE_KEY, JSON.stringify({ version: PERSIST_VERSION, state })] as const,
  );
  return user;
}
