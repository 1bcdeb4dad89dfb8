import 'reflect-metadata';
import { composeClient } from '../../src/composition-root';
import { TOKENS } from '../../src/core/ports/tokens';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';
import { resolve } from '../../src/composition/typed-binder';
import type { ServiceToken } from '../../src/core/ports/service-token';

describe("the client's composition root", () => {
  const container = composeClient({
    apiHost: 'http://api.test',
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { assign: () => undefined },
    cookies: { cookie: '' },
    secureCookies: false,
  });

  it.each(Object.keys(TOKENS) as Array<keyof typeof TOKENS>)('binds %s', (name) => {
    const token: ServiceToken<unknown> = TOKENS[name];
    expect(resolve(container, token)).toBeDefined();
  });

  it('builds each use case once, so every view meets the same one', () => {
    expect(resolve(container, TOKENS.SignIn)).toBe(resolve(container, TOKENS.SignIn));
  });
});
