import 'reflect-metadata';
import { composeClient } from '../../src/composition-root';
import { ACCOUNT_PORTS } from '../../src/core/ports/account/account-port-tokens';
import { ACCOUNT_USE_CASES } from '../../src/core/use-cases/account/account-tokens';
import { BLOG_PORTS } from '../../src/core/ports/blog/blog-port-tokens';
import { BLOG_USE_CASES } from '../../src/core/use-cases/blog/blog-tokens';
import { BOOKING_PORTS } from '../../src/core/ports/booking/booking-port-tokens';
import { BOOKING_USE_CASES } from '../../src/core/use-cases/booking/booking-tokens';
import { PAYMENT_PORTS } from '../../src/core/ports/payment/payment-port-tokens';
import { PAYMENT_USE_CASES } from '../../src/core/use-cases/payment/payment-tokens';
import { PLATFORM_PORTS } from '../../src/core/ports/platform/platform-port-tokens';
import { PLATFORM_USE_CASES } from '../../src/core/use-cases/platform/platform-tokens';
import { PRACTICE_PORTS } from '../../src/core/ports/practice/practice-port-tokens';
import { PRACTICE_USE_CASES } from '../../src/core/use-cases/practice/practice-tokens';
import { SCHEDULE_PORTS } from '../../src/core/ports/schedule/schedule-port-tokens';
import { SCHEDULE_USE_CASES } from '../../src/core/use-cases/schedule/schedule-tokens';
import { SITE_PORTS } from '../../src/core/ports/site/site-port-tokens';
import { SITE_USE_CASES } from '../../src/core/use-cases/site/site-tokens';
import { testBrowserEnvironment } from './test-browser-environment';
import { resolve } from '../../src/composition/typed-binder';
import type { ServiceToken } from '../../src/core/ports/service-token';

describe("the client's composition root", () => {
  const container = composeClient(testBrowserEnvironment());

  const tokens: Record<string, ServiceToken<unknown>> = {
    ...ACCOUNT_PORTS,
    ...ACCOUNT_USE_CASES,
    ...BLOG_PORTS,
    ...BLOG_USE_CASES,
    ...BOOKING_PORTS,
    ...BOOKING_USE_CASES,
    ...PAYMENT_PORTS,
    ...PAYMENT_USE_CASES,
    ...PLATFORM_PORTS,
    ...PLATFORM_USE_CASES,
    ...PRACTICE_PORTS,
    ...PRACTICE_USE_CASES,
    ...SCHEDULE_PORTS,
    ...SCHEDULE_USE_CASES,
    ...SITE_PORTS,
    ...SITE_USE_CASES,
  };

  it.each(Object.keys(tokens))('binds %s', (name) => {
    const token = tokens[name];
    expect(resolve(container, token)).toBeDefined();
  });

  it('builds each use case once, so every view meets the same one', () => {
    expect(resolve(container, ACCOUNT_USE_CASES.SignIn)).toBe(resolve(container, ACCOUNT_USE_CASES.SignIn));
  });
});
