import type { Browser } from 'playwright-core';
import { newPage } from './browser';
import { signInAs } from './session';
import type { TestServer } from '../../server/support/test-server';

/** A new page in a browser context signed in as a fresh admin. */
export async function adminPage(browser: Browser, server: TestServer, viewport: 'desktop' | 'phone' = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  const admin = await signInAs(context, server, { isAdmin: true });
  return { context, page, admin };
}
