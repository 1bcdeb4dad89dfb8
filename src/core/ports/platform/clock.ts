/** Where the client reads the time. Timers inside machines run on XState's clock instead. */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}
