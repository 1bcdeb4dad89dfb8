import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { CalendarFetchError, type CalendarFetcher, type FetchAnswer } from '../ports/outside-calendars-ports';
import { isPublicAddress } from '../public-address';

export interface FetcherLimits {
  /** the whole reading, redirects included */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** Which IP addresses a reading may connect to, and how names are resolved; tests give their own. */
export interface AddressPolicy {
  allows(address: string): boolean;
  lookup: typeof dnsLookup;
}

/** Public addresses only, resolved by the system's resolver. */
export const PUBLIC_ONLY: AddressPolicy = { allows: isPublicAddress, lookup: dnsLookup };
/** Any address (OUTSIDE_CALENDARS_ALLOW_PRIVATE, for tests against a local server). */
export const ANY_ADDRESS: AddressPolicy = { allows: () => true, lookup: dnsLookup };

export const DEFAULT_FETCHER_LIMITS: FetcherLimits = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

type Hop = { redirect: URL } | FetchAnswer;

/**
 * Reads a calendar address with node's http and https, guarded against requests into the server's
 * own networks: a name is resolved first and every address it resolves to must be public (the
 * connection goes to the address checked, so a second resolution cannot swap it), redirects are
 * followed by hand with each hop checked again, and the whole reading is bounded in time and size.
 * It asks conditionally (If-None-Match, If-Modified-Since), so an unchanged calendar costs a 304.
 */
export class GuardedHttpCalendarFetcher implements CalendarFetcher {
  constructor(
    private readonly limits: FetcherLimits,
    private readonly policy: AddressPolicy = PUBLIC_ONLY,
  ) {}

  async fetch(address: string, validators: { etag: string | null; lastModified: string | null }): Promise<FetchAnswer> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    let url = new URL(address);
    for (let hop = 0; hop <= this.limits.maxRedirects; hop++) {
      const answer = await this.hop(url, validators, signal);
      if (!('redirect' in answer)) return answer;
      url = answer.redirect;
    }
    throw new CalendarFetchError({ kind: 'redirects' });
  }

  private hop(url: URL, validators: { etag: string | null; lastModified: string | null }, signal: AbortSignal): Promise<Hop> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new CalendarFetchError({ kind: 'network' }));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !this.policy.allows(literal)) return Promise.reject(new CalendarFetchError({ kind: 'private' }));
    const headers: Record<string, string> = {
      accept: 'text/calendar, */*;q=0.5',
      'accept-encoding': 'identity',
      'user-agent': 'moshaver-calendar/1',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Hop>((resolve, reject) => {
      const request = client.get(url, { headers, signal, agent: false, lookup: this.guardedLookup }, (response) => {
        this.answerOf(url, response).then(resolve, (error: unknown) => reject(failureOf(error, signal)));
      });
      request.on('error', (error) => reject(failureOf(error, signal)));
    });
  }

  private async answerOf(url: URL, response: IncomingMessage): Promise<Hop> {
    const status = response.statusCode ?? 0;
    if (status === 304) return drained(response, { changed: false });
    if (status >= 300 && status < 400 && response.headers.location) {
      return drained(response, { redirect: new URL(response.headers.location, url) });
    }
    if (status !== 200) return drained(response, Promise.reject(new CalendarFetchError({ kind: 'status', status })));
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > this.limits.maxBytes) return drained(response, Promise.reject(new CalendarFetchError({ kind: 'too-large' })));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > this.limits.maxBytes) {
        response.destroy();
        throw new CalendarFetchError({ kind: 'too-large' });
      }
      chunks.push(chunk);
    }
    const etag = response.headers.etag ?? null;
    const lastModified = response.headers['last-modified'] ?? null;
    return { changed: true, text: Buffer.concat(chunks).toString('utf8'), etag, lastModified };
  }

  /** The policy's lookup, refusing a name any of whose addresses the policy does not allow. */
  private readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    this.policy.lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (found.length === 0 || found.some((entry) => !this.policy.allows(entry.address))) {
        return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      return callback(null, found[0].address, found[0].family);
    });
  };
}

/** The answer once the rest of the response is thrown away, so the connection closes cleanly. */
function drained<T>(response: IncomingMessage, answer: T | Promise<T>): Promise<T> {
  response.resume();
  return Promise.resolve(answer);
}

function failureOf(error: unknown, signal: AbortSignal): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  if (signal.aborted) return new CalendarFetchError({ kind: 'timeout' });
  if ((error as { code?: string }).code === 'EPRIVATE') return new CalendarFetchError({ kind: 'private' });
  return new CalendarFetchError({ kind: 'network' });
}
