/** Counts events per key (an email, an address) in fixed windows whose length the counter is made with. */
export interface WindowCounter {
  /** milliseconds until the key's window ends when it has reached `limit`, else 0 */
  retryAfterMs(key: string, limit: number): number;
  add(key: string): void;
  forget(key: string): void;
}
