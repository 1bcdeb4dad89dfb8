import type { RequestTally } from '../../../../server/modules/account';

/** The requests counted in memory (the server counts them in the database, for every process). */
export class InMemoryRequestTally implements RequestTally {
  private readonly seen: Array<{ key: string; at: Date }> = [];

  async record(keys: string[], now: Date, since: Date): Promise<number[]> {
    for (const key of keys) this.seen.push({ key, at: now });
    return keys.map((key) => this.seen.filter((request) => request.key === key && request.at >= since).length);
  }
}
