/** The server's source of "now", so tests can move time. */
export interface Clock {
  now(): Date;
}
