/**
 * Where a value read from the database may be kept while nothing it depends on has changed (see
 * server/http/kept-at-version.ts): gives the value under `key`, calling `read` only when none is
 * kept that still holds. A use case that reads the same thing for many different answers (a
 * list's count for each of its pages, a type's offered days for each month) takes one.
 */
export type KeptRead<T> = (key: string, read: () => Promise<T>) => Promise<T>;

/** Keeps nothing: reads each time. */
export function readEachTime<T>(_key: string, read: () => Promise<T>): Promise<T> {
  return read();
}
