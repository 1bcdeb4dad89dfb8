import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { builtClient, type BuiltClient } from '../support/built-client';

describe("the calendar feed's token stays secret", () => {
  let server: TestServer;
  let admin: SignedInUser;
  let client: BuiltClient;
  const written: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    client = builtClient();
    server = await startTestServer({ now: '2026-11-22T08:30:00Z', logger: { level: 'info', stream }, env: { CLIENT_DIR: client.dir } });
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const renew = async () => {
    const response = await fetch(`${server.url}/api/admin/calendar-feed/renew`, { method: 'POST', headers: { cookie: admin.cookie } });
    const { feed } = (await response.json()) as { feed: { https: string } };
    return { path: new URL(feed.https).pathname, token: feed.https.match(/feed\/([^/]+)\.ics$/)![1] };
  };

  it('is never written to the log, whether the feed opens or not: the log names the route', async () => {
    const old = await renew();
    const fresh = await renew();
    expect((await fetch(`${server.url}${fresh.path}`)).status).toBe(200);
    expect((await fetch(`${server.url}${old.path}`)).status).toBe(404);
    const log = written.join('');
    expect(log).toContain('"url":"/calendar/feed/:file"');
    for (const token of [old.token, fresh.token]) expect(log).not.toContain(token);
  });

  it("is in no page's first data, the consultant's dashboard included", async () => {
    const { token } = await renew();
    const customer = await signInDirectly(server.db);
    for (const as of [null, customer, admin]) {
      for (const page of ['/', '/dashboard?tab=schedule']) {
        const html = await (await fetch(`${server.url}${page}`, { headers: as ? { cookie: as.cookie } : {} })).text();
        expect(html).toMatch(/<html/i);
        expect(html).not.toContain(token);
      }
    }
  });
});
