import type { Clock } from '../ports/clock';
import type { DataVersions } from './data-versions';
import { SizedLru, type CacheLimits } from './sized-lru';
import { EncodedForms, type EncodedBody } from './compressed-body';

/** A page as it goes out: its status and HTML, and each compressed form once asked for. */
export class FinishedPage {
  private readonly forms: EncodedForms;

  constructor(
    readonly status: number,
    readonly html: string,
    /** false for a page sent without its rendering (it failed): the next visitor tries again */
    readonly keep = true,
  ) {
    this.forms = new EncodedForms(html);
  }

  /** the body for a browser's Accept-Encoding, compressed once per coding */
  bodyFor(acceptEncoding: string | undefined): EncodedBody {
    return this.forms.bodyFor(acceptEncoding);
  }

  /** about what it holds in memory: the HTML (two bytes a character) and room for its compressed forms */
  get size(): number {
    return this.html.length * 3;
  }
}

interface Entry {
  stamp: string;
  page: Promise<FinishedPage>;
}

/**
 * Pages as a signed-out visitor gets them, kept per address and theme while nothing they show
 * changed: each request asks the database for the data versions (one shared query, see
 * DataVersions), so a write is seen by the very next page, and a page is made again at least
 * every minute (dates, "today" in the calendar). Requests for the same page share one render.
 * Addresses come from clients, so the least recently used pages leave first beyond the limits.
 */
export class FinishedPageCache {
  private readonly entries: SizedLru<Entry>;

  constructor(
    private readonly versions: DataVersions,
    private readonly clock: Clock,
    limits: CacheLimits,
  ) {
    this.entries = new SizedLru(limits);
  }

  async page(key: string, make: () => Promise<FinishedPage>): Promise<FinishedPage> {
    const versions = await this.versions.current();
    const stamp = `${Math.floor(this.clock.now().getTime() / 60_000)}|${[...versions].sort().join(',')}`;
    const cached = this.entries.get(key);
    if (cached?.stamp === stamp) return cached.page;
    const entry: Entry = { stamp, page: make() };
    this.entries.set(key, entry);
    entry.page.then(
      (page) => (page.keep ? this.entries.sized(key, entry, page.size) : this.entries.delete(key, entry)),
      () => this.entries.delete(key, entry),
    );
    return entry.page;
  }
}
