import type { BusyMark } from '../../../../src/core/domain/outside-calendar';
import type { BusyInterval } from '../busy-intervals';

/** A calendar as kept: its address sealed, and how its readings go. */
export interface StoredCalendar {
  id: string;
  label: string;
  host: string;
  sealedAddress: string;
  etag: string | null;
  lastModified: string | null;
  addedAt: Date;
  lastReadAt: Date | null;
  failingSince: Date | null;
  failure: string | null;
  failureToldAt: Date | null;
  busyCount: number;
}

export interface NewCalendar {
  label: string;
  host: string;
  sealedAddress: string;
  addressHash: string;
  at: Date;
}

/** What a good reading brings: the busy intervals and the validators for the next conditional request. */
export interface GoodReading {
  busy: BusyInterval[];
  etag: string | null;
  lastModified: string | null;
  at: Date;
}

/** Where the calendars and their busy intervals are kept. SQL lives only in its adapter. */
export interface OutsideCalendarStore {
  list(): Promise<StoredCalendar[]>;
  /** the new calendar's id; null when one with this address hash is kept already */
  add(calendar: NewCalendar): Promise<string | null>;
  /** false when there was none; its busy intervals go with it */
  remove(id: string): Promise<boolean>;
  /** the reading's intervals in place of the last copy's, in one transaction; the failure is cleared */
  keepReading(id: string, reading: GoodReading): Promise<void>;
  /** the address answered that nothing changed (304): the copy kept stands, read now */
  keepUnchanged(id: string, at: Date): Promise<void>;
  /** a failed reading; the kept copy stands. Answers since when readings have failed */
  recordFailure(id: string, failure: string, at: Date): Promise<Date>;
  markFailureTold(id: string, at: Date): Promise<void>;
}

/** Which slots and bookings the kept busy intervals touch, for the consultant to see. */
export interface BusyMarkReads {
  /** published slots from `fromDate` whose session and rest overlap a busy interval, earliest first */
  blockedSlots(fromDate: string, limit: number): Promise<BusyMark[]>;
  /** live bookings from `fromDate` whose session overlaps a busy interval */
  collisions(fromDate: string, holdsSince: Date, limit: number): Promise<BusyMark[]>;
}

/** Why a reading failed, for the consultant in Persian. */
export type FetchFailure = { kind: 'timeout' | 'too-large' | 'private' | 'network' | 'redirects' } | { kind: 'status'; status: number };

export class CalendarFetchError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(failure.kind === 'status' ? `status ${failure.status}` : failure.kind);
  }
}

export type FetchAnswer = { changed: false } | { changed: true; text: string; etag: string | null; lastModified: string | null };

/** Reads a calendar's address from the outside world; throws CalendarFetchError. */
export interface CalendarFetcher {
  fetch(address: string, validators: { etag: string | null; lastModified: string | null }): Promise<FetchAnswer>;
}

/** Seals the address under the server's secret; `open` answers null for a seal it cannot open. */
export interface AddressSealer {
  seal(field: string, secret: string): Promise<string>;
  open(field: string, sealed: string): Promise<string | null>;
}

/** Tells the consultant once that a calendar has failed for a day (an SMS and an e-mail through the outbox). */
export interface ConsultantAlert {
  tell(text: string, dedupeKey: string): Promise<void>;
}

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface OutsideCalendarPorts {
  calendars: OutsideCalendarStore;
  marks: BusyMarkReads;
  fetcher: CalendarFetcher;
  sealer: AddressSealer;
  /** true only where the operator allowed private addresses (OUTSIDE_CALENDARS_ALLOW_PRIVATE, for tests) */
  allowPrivateAddresses: boolean;
}
