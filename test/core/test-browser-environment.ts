import type { BrowserEnvironment } from '../../src/composition-root';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';

/** The browser the client's composition is given in a test: storage in memory, no navigation, no cookies, plain http. */
export function testBrowserEnvironment(): BrowserEnvironment {
  return {
    apiHost: 'http://api.test',
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { assign: () => undefined },
    cookies: { cookie: '' },
    secureCookies: false,
  };
}
