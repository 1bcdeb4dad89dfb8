/** Requests counted where every server process sees them (the database), per key, in a window. */
export interface RequestTally {
  /** records one request for each key at `now` and answers, per key, how many there were since `since` (this one included) */
  record(keys: string[], now: Date, since: Date): Promise<number[]>;
}
