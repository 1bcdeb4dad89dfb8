import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../ports/clock';
import type { DataTopic, DataVersions } from './data-versions';
import { EncodedForms } from './compressed-body';
import { SizedLru, type CacheLimits } from './sized-lru';

export type { CacheLimits } from './sized-lru';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a cache's loader answers: the value to send, and until when it stays true on its own. */
export interface Loaded {
  value: unknown;
  /** by the server's clock; a list of holds changes when the first of them lapses */
  goodUntil?: Date;
}

/** A kept answer: its JSON bytes, and each compressed form once a browser asks for it. */
export interface KeptJson {
  bytes: Buffer;
  forms: EncodedForms;
}

interface Body extends KeptJson {
  readAt: number;
  goodUntil: number;
}

/**
 * Sends a kept answer compressed as the browser accepts (brotli, else gzip), each form made once
 * for all the requests that get it: a page of articles goes out in a quarter of its 27.8 KB so.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, answer: KeptJson): FastifyReply {
  const { encoding, body } = answer.forms.bodyFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('vary', 'Accept-Encoding').type(JSON_CONTENT_TYPE).send(body);
}

interface Entry {
  version: string;
  body: Promise<Body>;
}

/**
 * A public read, serialised once and sent as bytes while nothing it depends on changed. Each
 * request first asks the database for the topic's number (see DataVersions), so a write made
 * by anyone before the request arrived is always seen; the answer itself is read again only
 * when that number moved. Requests that need the same reload share it. Keys come from clients
 * (search words, pages), so the least recently used answers leave first beyond the limits.
 */
export class JsonReadCache {
  private readonly entries: SizedLru<Entry>;

  constructor(
    private readonly versions: DataVersions,
    private readonly topic: DataTopic,
    private readonly clock: Clock,
    limits: CacheLimits,
  ) {
    this.entries = new SizedLru(limits);
  }

  /** how many answers and bytes are kept now */
  get usage(): { entries: number; bytes: number } {
    return this.entries.usage;
  }

  /**
   * The answer for `key`, as JSON bytes with their compressed forms (see sendKeptJson); `load`
   * runs only when the kept one may be out of date, and is told the data version its answer
   * will be kept under.
   */
  async answer(key: string, load: (version: string) => Promise<Loaded>): Promise<KeptJson> {
    const version = (await this.versions.current()).get(this.topic);
    if (version === undefined) throw new Error(`no data version for ${this.topic}`);
    let cached = this.entries.peek(key);
    while (cached && cached.version === version) {
      const body = await cached.body;
      const now = this.clock.now().getTime();
      if (now >= body.readAt && now < body.goodUntil) {
        // a use: the most recently used now, unless it was replaced meanwhile
        if (this.entries.peek(key) === cached) this.entries.get(key);
        return body;
      }
      // Out of date by the clock: reload, unless another request already did.
      const latest = this.entries.peek(key);
      if (latest === cached) break;
      cached = latest;
    }
    return this.reload(key, version, load);
  }

  private reload(key: string, version: string, load: (version: string) => Promise<Loaded>): Promise<Body> {
    const readAt = this.clock.now().getTime();
    const body = load(version).then(({ value, goodUntil }): Body => {
      const bytes = Buffer.from(JSON.stringify(value));
      return { bytes, forms: new EncodedForms(bytes), readAt, goodUntil: goodUntil ? goodUntil.getTime() : Infinity };
    });
    const entry: Entry = { version, body };
    this.entries.set(key, entry);
    body.then(
      // room for its compressed forms beside it
      (loaded) => this.entries.sized(key, entry, Math.ceil(loaded.bytes.length * 1.5)),
      () => this.entries.delete(key, entry),
    );
    return body;
  }
}

/** Makes a route's kept answers on the server's data versions and clock, so a route is handed neither. */
export interface KeptAnswers {
  keep(topic: DataTopic, limits: CacheLimits): JsonReadCache;
}

export function keptAnswersOn(versions: DataVersions, clock: Clock): KeptAnswers {
  return { keep: (topic, limits) => new JsonReadCache(versions, topic, clock, limits) };
}
