/** Counts events per key (an email, a device, an address) in fixed windows whose length the counter is made with. */
export interface WindowCounter {
  /** milliseconds until the key's window ends when it has reached `limit`, else 0 */
  retryAfterMs(key: string, limit: number): Promise<number>;
  add(key: string): Promise<void>;
  forget(key: string): Promise<void>;
}
