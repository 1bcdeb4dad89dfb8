import { Writable } from 'node:stream';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from '../../server/support/test-server';

/** A server log kept in memory, one JSON line per entry, for tests that read what the server wrote. */
export function logLines(lines: string[]): { level: string; stream: Writable } {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { level: 'info', stream };
}

/**
 * For one describe block: a seeded server on the real clock and a Chromium, both closed after
 * the block. `use` receives them once they are up; with `log`, the server writes its log there;
 * `env` adds to the server's environment.
 */
export function withSiteInBrowser(
  use: (server: TestServer, browser: Browser) => void,
  options: { log?: string[]; env?: Record<string, string> } = {},
): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      realClock: true,
      ...(options.env ? { env: options.env } : {}),
      ...(options.log ? { logger: logLines(options.log) } : {}),
    });
    browser = await launchBrowser();
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
