import type { AppDatabase } from '../db/database';

/** What a cached read depends on; migration 070 keeps one number per topic (220 adds the site's profile). */
export type DataTopic = 'reservation-types' | 'reservations' | 'posts' | 'site-profile' | 'page-texts';

export type Versions = ReadonlyMap<string, string>;

/** Every topic's number, in one query over a table of a few rows. */
export function readDataVersions(db: AppDatabase): () => Promise<Versions> {
  return async () => {
    const rows = await db.selectFrom('data_versions').select(['topic', 'version']).execute();
    return new Map(rows.map((row) => [row.topic, String(row.version)]));
  };
}

const settle = () => undefined;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The numbers as the database has them now, asked at most once at a time. A request never
 * joins a read that began before it arrived: it waits for the next one, which starts after
 * the running read ends, and is shared by everyone who arrives until then. That next read also
 * waits for the event loop's next turn, so the requests that came in together share it: a read
 * started at once would be under way before the next request was even parsed, and every request
 * would pay for its own (on the embedded database, whose one connection serves one query at a
 * time, each behind the one before).
 */
export class DataVersions {
  private running: Promise<Versions> | null = null;
  private waiting: Promise<Versions> | null = null;

  constructor(private readonly read: () => Promise<Versions>) {}

  current(): Promise<Versions> {
    this.waiting ??= this.whenFree().then(() => {
      this.waiting = null;
      return this.start();
    });
    return this.waiting;
  }

  private async whenFree(): Promise<void> {
    await nextTurn();
    while (this.running) await this.running.then(settle, settle);
  }

  private start(): Promise<Versions> {
    const reading: Promise<Versions> = this.read().finally(() => {
      if (this.running === reading) this.running = null;
    });
    this.running = reading;
    return reading;
  }
}
