import type { LookupAddress } from 'node:dns';
import {
  GuardedHttpCalendarFetcher,
  PUBLIC_ONLY,
  type AddressPolicy,
} from '../../../../server/modules/outside-calendars/adapters/http-calendar-fetcher';
import { CalendarFetchError } from '../../../../server/modules/outside-calendars/ports/outside-calendars-ports';
import { silence, startIcsServer, twentyMegabytes, type IcsServer } from './ics-server';
import { allDayEvent } from './ics-files';

const LIMITS = { timeoutMs: 1000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };
const FRESH = { etag: null, lastModified: null };

/**
 * The local server stands for the public internet: 127.0.0.1 is allowed and every other private
 * address refused; names resolve from a table, as a hostile DNS would answer.
 */
function policyWith(names: Record<string, string>): AddressPolicy {
  const lookup = ((hostname: string, _options: unknown, callback: (e: Error | null, found: LookupAddress[]) => void) => {
    const address = names[hostname];
    if (!address) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as AddressPolicy['lookup'];
  return { allows: (address) => address === '127.0.0.1' || PUBLIC_ONLY.allows(address), lookup };
}

async function failureOf(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  return (error as CalendarFetchError).failure;
}

describe('the guarded calendar fetcher', () => {
  let server: IcsServer;
  let fetcher: GuardedHttpCalendarFetcher;
  beforeAll(async () => {
    server = await startIcsServer();
    fetcher = new GuardedHttpCalendarFetcher(
      LIMITS,
      policyWith({ 'calendar.example.test': '127.0.0.1', 'inside.example.test': '10.1.2.3', 'loop.example.test': '::1' }),
    );
  });
  afterAll(() => server.close());

  it('reads a calendar, then asks with its ETag and is told nothing changed', async () => {
    server.routes.set('/a.ics', allDayEvent('2026-12-09', '2026-12-10'));
    const first = await fetcher.fetch(`http://calendar.example.test:${server.port}/a.ics`, FRESH);
    expect(first).toMatchObject({ changed: true, text: expect.stringContaining('BEGIN:VCALENDAR') });
    const etag = first.changed ? first.etag : null;
    expect(await fetcher.fetch(`http://calendar.example.test:${server.port}/a.ics`, { etag, lastModified: null })).toEqual({
      changed: false,
    });
  });

  it.each([
    'http://127.0.0.2/x.ics',
    'http://10.0.0.1/x.ics',
    'http://[::1]/x.ics',
    'http://169.254.169.254/latest',
    'http://[::ffff:10.0.0.1]/x',
  ])('refuses %s without connecting', async (address) => {
    const strict = new GuardedHttpCalendarFetcher(LIMITS);
    expect(await failureOf(strict.fetch(address, FRESH))).toEqual({ kind: 'private' });
  });

  it('refuses 127.0.0.1 itself under the default policy', async () => {
    const strict = new GuardedHttpCalendarFetcher(LIMITS);
    expect(await failureOf(strict.fetch(`${server.url}/a.ics`, FRESH))).toEqual({ kind: 'private' });
  });

  it('refuses a name that resolves to a private or loopback address', async () => {
    expect(await failureOf(fetcher.fetch('http://inside.example.test/x.ics', FRESH))).toEqual({ kind: 'private' });
    expect(await failureOf(fetcher.fetch('http://loop.example.test/x.ics', FRESH))).toEqual({ kind: 'private' });
  });

  it('follows a redirect to an allowed place, and refuses one to a private address or name', async () => {
    server.routes.set('/moved.ics', (response) => response.writeHead(302, { location: '/a.ics' }).end());
    server.routes.set('/inside.ics', (response) => response.writeHead(301, { location: 'http://10.0.0.1/secret' }).end());
    server.routes.set('/inside-name.ics', (response) => response.writeHead(307, { location: 'http://inside.example.test/secret' }).end());
    server.routes.set('/loop.ics', (response) => response.writeHead(302, { location: '/loop.ics' }).end());
    expect(await fetcher.fetch(`${server.url}/moved.ics`, FRESH)).toMatchObject({ changed: true });
    expect(await failureOf(fetcher.fetch(`${server.url}/inside.ics`, FRESH))).toEqual({ kind: 'private' });
    expect(await failureOf(fetcher.fetch(`${server.url}/inside-name.ics`, FRESH))).toEqual({ kind: 'private' });
    expect(await failureOf(fetcher.fetch(`${server.url}/loop.ics`, FRESH))).toEqual({ kind: 'redirects' });
  });

  it('gives up on a calendar that answers 500, sends 20 MB or never answers', async () => {
    server.routes.set('/error.ics', (response) => response.writeHead(500).end('oops'));
    server.routes.set('/huge.ics', twentyMegabytes);
    server.routes.set('/silent.ics', silence);
    expect(await failureOf(fetcher.fetch(`${server.url}/error.ics`, FRESH))).toEqual({ kind: 'status', status: 500 });
    expect(await failureOf(fetcher.fetch(`${server.url}/huge.ics`, FRESH))).toEqual({ kind: 'too-large' });
    expect(await failureOf(fetcher.fetch(`${server.url}/silent.ics`, FRESH))).toEqual({ kind: 'timeout' });
  });
});
