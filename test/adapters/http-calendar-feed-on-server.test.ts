import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpCalendarFeedRepository } from '../../src/adapters/http/http-calendar-feed-repository';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** The calendar feed's adapter against the real routes. */
describe('the calendar feed’s HTTP adapter on the real server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
  });
  afterAll(async () => server.close());

  it('reads no address at first, makes one, reads it back, and makes a new one in its place', async () => {
    const { cookie } = await signInDirectly(server.db, { isAdmin: true });
    const feeds = new HttpCalendarFeedRepository(axios.create({ baseURL: server.url, headers: { cookie } }) as ApiClient);
    expect(await feeds.address()).toBeNull();
    const first = await feeds.renew();
    expect(first.message).toBe('نشانی تازه ساخته شد؛ نشانی پیشین از همین حالا کار نمی‌کند');
    expect(first.feed.https).toMatch(/^http:\/\/localhost(:\d+)?\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feeds.address()).toEqual(first.feed);
    const second = await feeds.renew();
    expect(second.feed.https).not.toBe(first.feed.https);
    expect(await feeds.address()).toEqual(second.feed);
  });

  it("rejects a customer with the server's Persian refusal", async () => {
    const { cookie } = await signInDirectly(server.db, { email: 'sara@example.com' });
    const feeds = new HttpCalendarFeedRepository(axios.create({ baseURL: server.url, headers: { cookie } }) as ApiClient);
    await expect(feeds.address()).rejects.toThrow(/[\u0600-\u06FF]/);
    await expect(feeds.renew()).rejects.toThrow(/[\u0600-\u06FF]/);
  });
});
