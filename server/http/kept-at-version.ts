import { SizedLru } from './sized-lru';

interface Entry<T> {
  version: string;
  value: Promise<T>;
}

/**
 * Values read from the database (a list's count, say), each kept with the data version its read
 * began under (see DataVersions) and given again only while that is still the version asked
 * with. Requests that need the same value share one read. Keys come from clients (searches,
 * filters), so beyond `entries` the least recently used leave first.
 */
export class KeptAtVersion<T> {
  private readonly entries: SizedLru<Entry<T>>;

  constructor(entries: number) {
    this.entries = new SizedLru({ entries, bytes: Number.POSITIVE_INFINITY });
  }

  /** how many values are kept now */
  get size(): number {
    return this.entries.usage.entries;
  }

  /** the value under `key` as of `version`; `load` runs only when none is kept for that version */
  get(version: string, key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) return kept.value;
    const entry: Entry<T> = { version, value: load() };
    this.entries.set(key, entry);
    // a failed read is not kept: the next request tries again
    entry.value.catch(() => this.entries.delete(key, entry));
    return entry.value;
  }
}
