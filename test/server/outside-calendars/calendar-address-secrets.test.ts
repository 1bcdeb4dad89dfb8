import { Writable } from 'node:stream';
import { outsideCalendarsUseCasesFor } from '../../../server/modules/outside-calendars';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { builtClient, type BuiltClient } from '../support/built-client';
import { startIcsServer, type IcsServer } from '../modules/outside-calendars/ics-server';
import { allDayEvent } from '../modules/outside-calendars/ics-files';

const SECRET = 'private-4f9c2e7a1b';

describe("the consultant's calendar addresses stay secret", () => {
  let server: TestServer;
  let ics: IcsServer;
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
    ics = await startIcsServer();
    client = builtClient();
    server = await startTestServer({
      now: '2026-12-01T08:30:00Z',
      logger: { level: 'info', stream },
      env: { CLIENT_DIR: client.dir, OUTSIDE_CALENDARS_ALLOW_PRIVATE: 'true' },
    });
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => {
    await server.close();
    await ics.close();
    client.remove();
  });

  it('is neither logged, nor kept in plain text, nor sent to any page or answer, whether it reads or fails', async () => {
    ics.routes.set(`/calendar/${SECRET}/basic.ics`, allDayEvent('2026-12-09', '2026-12-10'));
    const address = `${ics.url}/calendar/${SECRET}/basic.ics`;
    const added = await fetch(`${server.url}/api/admin/outside-calendars`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ address, label: 'کار' }),
    });
    expect(added.status).toBe(201);
    const refresh = outsideCalendarsUseCasesFor(server.deps, server.app.log).refreshCalendars;
    expect(await refresh.execute()).toEqual({ read: 1, failed: 0 });
    ics.routes.set(`/calendar/${SECRET}/basic.ics`, (response) => void response.writeHead(500).end());
    expect(await refresh.execute()).toEqual({ read: 0, failed: 1 });

    const answers = [
      await added.text(),
      await (await fetch(`${server.url}/api/admin/outside-calendars`, { headers: { cookie: admin.cookie } })).text(),
      await (await fetch(`${server.url}/dashboard?tab=schedule`, { headers: { cookie: admin.cookie } })).text(),
      await (await fetch(`${server.url}/`)).text(),
    ];
    for (const answer of answers) expect(answer).not.toContain(SECRET);
    const rows = await server.db.selectFrom('outside_calendars').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(written.join('')).toContain('/api/admin/outside-calendars');
    expect(written.join('')).not.toContain(SECRET);
  });
});
