/** How much a cache keeps: keys come from clients, so both are capped. */
export interface CacheLimits {
  entries: number;
  bytes: number;
}

/**
 * Values by key, least recently used first out once there are more than `limits.entries` of
 * them or their sizes add up to more than `limits.bytes`. A value's size is known only once it
 * has loaded, so it is set afterwards (`sized`).
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly limits: CacheLimits) {}

  /** how many values and bytes are kept now */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** the value under `key`, now the most recently used; undefined when there is none */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** the value under `key`, without counting as a use */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** keeps `value` under `key` (size unknown yet), replacing what was there */
  set(key: string, value: V): void {
    this.delete(key);
    this.entries.set(key, { value, size: 0 });
    this.trim();
  }

  /** counts `value`'s size, if it is still the one under `key` */
  sized(key: string, value: V, size: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    this.bytes += size - entry.size;
    entry.size = size;
    this.trim();
  }

  /** forgets `key`, or only `value` when given and still under it */
  delete(key: string, value?: V): void {
    const entry = this.entries.get(key);
    if (!entry || (value !== undefined && entry.value !== value)) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) return;
      this.delete(key);
    }
  }
}
