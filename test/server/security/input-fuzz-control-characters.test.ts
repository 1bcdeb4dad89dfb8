import { API_MODULES } from '../../../src/core/contracts/api';
import { INVALID_CHARACTERS } from '../../../src/core/contracts/text-rules';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';

/**
 * What a database text column cannot hold stops at the edge: NUL, the other control characters,
 * DEL and lone surrogates in any path parameter, query or body field of any API route get the
 * Persian 400 before a handler runs. Bidi overrides are text: they never give a 5xx.
 */

const REFUSED: Record<string, string> = {
  NUL: 'a\u0000b',
  'U+0001': '\u0001x',
  'U+001B (escape)': 'x\u001B[0m',
  DEL: 'x\u007F',
  'a lone high surrogate': 'x\uD800',
  'a lone low surrogate': '\uDC00x',
};
const BIDI: Record<string, string> = {
  'bidi embeddings and overrides': '\u202Aa\u202Bب\u202Cc\u202Dd\u202Eمتن',
  'bidi isolates': '\u2066x\u2067ی\u2068z\u2069',
  'bidi overrides around an email': '\u202Eadmin@example.com\u202C',
};

/** Field names the routes read, for a route whose contract declares none (or none that can be read from its schema). */
const QUERY_FIELDS = [
  'searchTerm',
  'slug',
  'category',
  'media',
  'startIndex',
  'limit',
  'order',
  'date',
  'reservationTypeId',
  'status',
  'from',
  'to',
  'userId',
  'postId',
];
const BODY_FIELDS = [
  'title',
  'content',
  'category',
  'slug',
  'email',
  'password',
  'firstName',
  'lastName',
  'username',
  'date',
  'timeSlot',
  'time',
  'reservationTypeId',
  'reservationId',
  'reason',
  'description',
  'price',
  'Authority',
  'Status',
];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES_AT_ONCE = 6;

/** The keys of a valibot object schema, through pipes, wrappers and unions. */
function fieldNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as { entries?: object; pipe?: unknown[]; wrapped?: unknown; options?: unknown[] };
  return [
    ...Object.keys(node.entries ?? {}),
    ...(node.pipe ?? []).flatMap(fieldNames),
    ...fieldNames(node.wrapped),
    ...(Array.isArray(node.options) ? node.options.flatMap(fieldNames) : []),
  ];
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** A URL part for any text: a lone surrogate goes as the three bytes UTF-8 would make of it, which no decoder accepts. */
function urlPart(text: string): string {
  const bytes = (unit: number) => [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return text
    .split(LONE_SURROGATE)
    .map((part, index) =>
      index % 2 === 0
        ? encodeURIComponent(part)
        : bytes(part.charCodeAt(0))
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join(''),
    )
    .join('');
}

function readJson(text: string): { message?: string } {
  try {
    return JSON.parse(text) as { message?: string };
  } catch {
    return {};
  }
}

interface Route {
  method: string;
  url: string;
  params: string[];
  queryFields: string[];
  bodyFields: string[];
}

interface Place {
  where: string;
  path: string;
  query: string;
  body?: unknown;
}

/** Every place of a route that a text can go: each path parameter, query field and body field, all body fields at once, deep in a body, and the body itself. */
function placesFor(route: Route, text: string): Place[] {
  const path = (value: (name: string) => string) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => value(name)).replace(/\*$/, urlPart(text));
  const quiet = path(() => UNKNOWN_ID);
  const withBody = route.method !== 'GET';
  return [
    ...route.params.map((param) => ({
      where: `:${param}`,
      path: path((name) => (name === param ? urlPart(text) : UNKNOWN_ID)),
      query: '',
    })),
    ...route.queryFields.map((field) => ({ where: `?${field}`, path: quiet, query: `?${field}=${urlPart(text)}` })),
    ...(withBody ? route.bodyFields.map((field) => ({ where: `body.${field}`, path: quiet, query: '', body: { [field]: text } })) : []),
    ...(withBody
      ? [
          { where: 'every body field', path: quiet, query: '', body: Object.fromEntries(route.bodyFields.map((field) => [field, text])) },
          { where: 'deep in the body', path: quiet, query: '', body: { [route.bodyFields[0]]: [{ list: [text] }] } },
          { where: 'the body itself', path: quiet, query: '', body: text },
        ]
      : []),
  ];
}

describe('control characters on every API route (every /api route and every route a contract declares)', () => {
  let server: TestServer;
  let routes: Route[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    const endpoints = Object.values(API_MODULES).flatMap((calls) => Object.values(calls));
    routes = server.app.registeredRoutes
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
      .map(({ method, url }) => ({ method, url, declared: endpoints.find((call) => call.method === method && call.path === url) }))
      .filter(({ url, declared }) => url.startsWith('/api/') || declared)
      .map(({ method, url, declared }) => {
        const queryFields = fieldNames(declared?.query);
        const bodyFields = fieldNames(declared?.body);
        return {
          method,
          url,
          params: [...url.matchAll(/:(\w+)/g)].map((match) => match[1]),
          queryFields: queryFields.length > 0 ? queryFields : QUERY_FIELDS,
          bodyFields: bodyFields.length > 0 ? bodyFields : BODY_FIELDS,
        };
      });
  });
  afterAll(async () => server.close());

  /**
   * Sends the text to every place of every route as a fresh admin (so a sign-out or a deletion
   * spoils no other route), who reaches every handler, and, `asNobodyToo`, without a session.
   * A route's places go one after another; ROUTES_AT_ONCE routes go at the same time, each with
   * its own admin, as several visitors would.
   */
  async function sendEverywhere(
    text: string,
    asNobodyToo: boolean,
    answer: (place: string, status: number, body: { message?: string }) => void,
  ): Promise<number> {
    let sent = 0;
    const sendToRoute = async (route: Route) => {
      const admin = await signInDirectly(server.db, { isAdmin: true });
      for (const place of placesFor(route, text)) {
        for (const cookie of asNobodyToo ? [admin.cookie, undefined] : [admin.cookie]) {
          const headers: Record<string, string> = cookie ? { cookie } : {};
          if (place.body !== undefined) headers['content-type'] = 'application/json';
          // through Fastify's own request injection: the same parsing, hooks and handlers as a
          // socket's request, without a connection for each of the thousands
          const response = await server.app.inject({
            method: route.method as 'GET',
            url: `${place.path}${place.query}`,
            headers,
            payload: place.body === undefined ? undefined : JSON.stringify(place.body),
          });
          const body = readJson(response.body);
          answer(`${route.method} ${route.url} ${place.where} as ${cookie ? 'admin' : 'nobody'}`, response.statusCode, body);
          sent += 1;
        }
      }
    };
    const waiting = [...routes];
    const lane = async () => {
      for (let route = waiting.shift(); route; route = waiting.shift()) await sendToRoute(route);
    };
    await Promise.all(Array.from({ length: ROUTES_AT_ONCE }, lane));
    return sent;
  }

  it('walks the routes the running server registered, with the fields their contracts declare', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/post/getposts' }));
  });

  it('refuses an anonymous search for a NUL with the Persian 400: GET /api/post/getposts?searchTerm=%00', async () => {
    const response = await fetch(`${server.url}/api/post/getposts?searchTerm=%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: INVALID_CHARACTERS });
  });

  it.each(Object.entries(REFUSED))('refuses %s in every path parameter, query and body field with the Persian 400', async (_name, text) => {
    const wrong: string[] = [];
    const surrogate = LONE_SURROGATE.test(text);
    const sent = await sendEverywhere(text, true, (place, status, body) => {
      if (status >= 500) wrong.push(`${place}: ${status}`);
      // a URL cannot carry a lone surrogate (its UTF-8 bytes decode to no text at all): there, no 5xx is the rule
      else if (surrogate && !place.includes(' body')) return;
      else if (status !== 400 || body.message !== INVALID_CHARACTERS) wrong.push(`${place}: ${status} ${body.message}`);
    });
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(BIDI))('takes %s as text: no 5xx in any path parameter, query or body field', async (_name, text) => {
    const failures: string[] = [];
    await sendEverywhere(text, false, (place, status) => {
      if (status >= 500) failures.push(`${place}: ${status}`);
    });
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/api/reservationtypes`)).status).toBe(200);
  });
});
