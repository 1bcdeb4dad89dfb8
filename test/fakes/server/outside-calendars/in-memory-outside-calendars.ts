import type { BusyMark } from '../../../../src/core/domain/outside-calendar';
import type { BusyInterval } from '../../../../server/modules/outside-calendars/busy-intervals';
import {
  CalendarFetchError,
  type BusyMarkReads,
  type CalendarFetcher,
  type FetchAnswer,
  type FetchFailure,
  type GoodReading,
  type NewCalendar,
  type OutsideCalendarStore,
  type StoredCalendar,
} from '../../../../server/modules/outside-calendars/ports/outside-calendars-ports';

/** The calendars in memory, each with its kept busy intervals, as the Kysely store keeps them. */
export class InMemoryOutsideCalendarStore implements OutsideCalendarStore {
  readonly rows: Array<StoredCalendar & { addressHash: string; busy: BusyInterval[] }> = [];
  private next = 0;

  async list(): Promise<StoredCalendar[]> {
    return this.rows.map((row) => ({ ...row, busyCount: row.busy.length }));
  }

  async add(calendar: NewCalendar): Promise<string | null> {
    if (this.rows.some((row) => row.addressHash === calendar.addressHash)) return null;
    const id = `00000000-0000-4000-8000-${String(++this.next).padStart(12, '0')}`;
    this.rows.push({
      id,
      label: calendar.label,
      host: calendar.host,
      sealedAddress: calendar.sealedAddress,
      addressHash: calendar.addressHash,
      etag: null,
      lastModified: null,
      addedAt: calendar.at,
      lastReadAt: null,
      failingSince: null,
      failure: null,
      failureToldAt: null,
      busyCount: 0,
      busy: [],
    });
    return id;
  }

  async remove(id: string): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index >= 0) this.rows.splice(index, 1);
    return index >= 0;
  }

  async keepReading(id: string, reading: GoodReading): Promise<void> {
    Object.assign(this.row(id), {
      busy: reading.busy,
      etag: reading.etag,
      lastModified: reading.lastModified,
      lastReadAt: reading.at,
      failingSince: null,
      failure: null,
    });
  }

  async keepUnchanged(id: string, at: Date): Promise<void> {
    Object.assign(this.row(id), { lastReadAt: at, failingSince: null, failure: null });
  }

  async recordFailure(id: string, failure: string, at: Date): Promise<Date> {
    const row = this.row(id);
    row.failure = failure;
    row.failingSince ??= at;
    return row.failingSince;
  }

  async markFailureTold(id: string, at: Date): Promise<void> {
    this.row(id).failureToldAt = at;
  }

  private row(id: string) {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no calendar ${id}`);
    return row;
  }
}

/** Marks as told: none unless a test sets them. */
export class FixedBusyMarks implements BusyMarkReads {
  blocked: BusyMark[] = [];
  colliding: BusyMark[] = [];
  async blockedSlots(): Promise<BusyMark[]> {
    return this.blocked;
  }
  async collisions(): Promise<BusyMark[]> {
    return this.colliding;
  }
}

/** Answers each address as told: a calendar's text, or a failure; what it was asked, in order. */
export class ScriptedCalendarFetcher implements CalendarFetcher {
  readonly answers = new Map<string, string | FetchFailure>();
  readonly asked: string[] = [];

  async fetch(address: string): Promise<FetchAnswer> {
    this.asked.push(address);
    const answer = this.answers.get(address);
    if (answer === undefined) throw new CalendarFetchError({ kind: 'network' });
    if (typeof answer !== 'string') throw new CalendarFetchError(answer);
    return { changed: true, text: answer, etag: null, lastModified: null };
  }
}
