import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpBusinessRepository } from '../../src/adapters/http/http-business-repository';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** The business view's adapter against the real route. */
describe('the business view’s HTTP adapter on the real server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
  });
  afterAll(async () => server.close());

  it("reads a new practice's summary: twelve empty weeks, nothing booked, no money open", async () => {
    const { cookie } = await signInDirectly(server.db, { isAdmin: true });
    const business = new HttpBusinessRepository(axios.create({ baseURL: server.url, headers: { cookie } }) as ApiClient);
    const summary = await business.summary();
    expect(summary.today).toBe('2026-11-22');
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks.every((week) => week.bookings === 0 && week.revenue === 0)).toBe(true);
    expect(summary.agenda).toEqual([]);
    expect(summary.refundsOwed).toEqual({ count: 0, sum: 0 });
  });

  it("rejects a customer with the server's Persian refusal", async () => {
    const { cookie } = await signInDirectly(server.db, { email: 'sara@example.com' });
    const business = new HttpBusinessRepository(axios.create({ baseURL: server.url, headers: { cookie } }) as ApiClient);
    await expect(business.summary()).rejects.toThrow(/[\u0600-\u06FF]/);
  });
});
