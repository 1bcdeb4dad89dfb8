import type { Clock } from '../ports/clock';
import type { DataTopic, DataVersions } from './data-versions';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a cache's loader answers: the value to send, and until when it stays true on its own. */
export interface Loaded {
  value: unknown;
  /** by the server's clock; a list of holds changes when the first of them lapses */
  goodUntil?: Date;
}

/** How much a cache keeps: keys come from clients, so both are capped. */
export interface CacheLimits {
  entries: number;
  bytes: number;
}

interface Body {
  bytes: Buffer;
  readAt: number;
  goodUntil: number;
}

interface Entry {
  version: string;
  body: Promise<Body>;
  /** bytes counted against the limit, once loaded */
  size: number;
}

/**
 * A public read, serialised once and sent as bytes while nothing it depends on changed. Each
 * request first asks the database for the topic's number (see DataVersions), so a write made
 * by anyone before the request arrived is always seen; the answer itself is read again only
 * when that number moved. Requests that need the same reload share it. Keys come from clients
 * (search words, pages), so the least recently used answers leave first beyond the limits.
 */
export class JsonReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly versions: DataVersions,
    private readonly topic: DataTopic,
    private readonly clock: Clock,
    private readonly limits: CacheLimits,
  ) {}

  /** how many answers and bytes are kept now */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The answer for `key` as JSON bytes; `load` runs only when the kept one may be out of date. */
  async json(key: string, load: () => Promise<Loaded>): Promise<Buffer> {
    const version = (await this.versions.current()).get(this.topic);
    if (version === undefined) throw new Error(`no data version for ${this.topic}`);
    let cached = this.entries.get(key);
    while (cached && cached.version === version) {
      const body = await cached.body;
      const now = this.clock.now().getTime();
      if (now >= body.readAt && now < body.goodUntil) {
        if (this.entries.get(key) === cached) {
          this.entries.delete(key);
          this.entries.set(key, cached);
        }
        return body.bytes;
      }
      // Out of date by the clock: reload, unless another request already did.
      const latest = this.entries.get(key);
      if (latest === cached) break;
      cached = latest;
    }
    return (await this.reload(key, version, load)).bytes;
  }

  private reload(key: string, version: string, load: () => Promise<Loaded>): Promise<Body> {
    const readAt = this.clock.now().getTime();
    const body = load().then(({ value, goodUntil }) => ({
      bytes: Buffer.from(JSON.stringify(value)),
      readAt,
      goodUntil: goodUntil ? goodUntil.getTime() : Infinity,
    }));
    const entry: Entry = { version, body, size: 0 };
    this.remove(key);
    this.entries.set(key, entry);
    body.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = loaded.bytes.length;
        this.bytes += entry.size;
        this.trim();
      },
      () => this.remove(key, entry),
    );
    this.trim();
    return body;
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) return;
      this.remove(key);
    }
  }

  private remove(key: string, only?: Entry): void {
    const entry = this.entries.get(key);
    if (!entry || (only && entry !== only)) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }
}
