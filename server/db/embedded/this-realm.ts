/**
 * Rows from the database thread arrive as a structured clone, built with the intrinsics of the
 * context that owns the worker. In the server that is this very context and nothing is done. Under
 * Jest, whose modules run in a context of their own, a Date from the thread would fail
 * `instanceof Date` and a row would not strictly equal an object literal; there the rows are
 * copied once into this context's own Object, Array, Date and Uint8Array.
 */
export function inThisRealm(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (rows instanceof Array) return rows;
  return Array.from(rows, (row) => copied(row) as Record<string, unknown>);
}

function copied(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Array.from(value, copied);
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as Uint8Array);
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copied(item)]));
}
