/**
 * What the request thread and the embedded database's thread (pglite-thread.mjs) say to each
 * other. The thread's side is plain JavaScript, so these types are its contract in words too.
 */

/** From the request thread: one statement at a time (the driver's queue sees to that), or the end. */
export type ThreadRequest = { kind: 'query'; id: number; sql: string; params: unknown[] } | { kind: 'close' };

/** From the database thread. */
export type ThreadReply =
  | { kind: 'ready' }
  | { kind: 'not-opened'; error: ThreadError }
  | { kind: 'result'; id: number; rows: Record<string, unknown>[]; affectedRows: number | undefined }
  | { kind: 'error'; id: number; error: ThreadError }
  | { kind: 'closed' };

/**
 * A failed statement as it crosses threads. A structured clone of an Error keeps its message but
 * drops `code`, and `server/db/postgres-errors.ts` reads the SQLSTATE from `code`; so the
 * thread sends PostgreSQL's fields (code, constraint, detail, table, …) as plain data.
 */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

/** The error as `pg` and in-process PGlite throw it: an Error with PostgreSQL's fields on it. */
export function fromThreadError({ name, message, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** Every later statement fails with this once the database thread has died. */
export function stoppedError(reason: string): Error {
  return new Error(`the embedded database stopped: ${reason}`);
}
