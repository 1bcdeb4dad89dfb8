// The embedded database's own thread (a worker_threads worker started by database-thread.ts).
// PGlite runs its queries synchronously in WebAssembly; here they no longer hold up the requests.
// Plain JavaScript on purpose: no TypeScript loader (tsx, ts-jest) has to reach into this thread.
// The messages are described in thread-messages.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PostgreSQL's fields of a failed statement, which a structured clone of an Error would drop. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
];

function toThreadError(error) {
  const fields = {};
  if (typeof error === 'object' && error !== null) {
    for (const field of ERROR_FIELDS) {
      const value = error[field];
      if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
    }
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

const post = (message) => parentPort.postMessage(message);

/**
 * The extensions the schema uses, as PGlite ships them: btree_gist (one calendar of time
 * ranges, an exclusion constraint) and pg_trgm (indexed search).
 */
const pglite = new PGlite({
  dataDir: workerData.dataPath ?? undefined,
  // compiled once by the process (database-thread.ts), not again by every thread
  wasmModule: workerData.wasmModule,
  // a dump of a data folder to start from (the tests' migrated image), or a fresh database
  loadDataDir: workerData.startFrom ? new Blob([workerData.startFrom]) : undefined,
  extensions: { btree_gist, pg_trgm },
});
try {
  await pglite.waitReady;
} catch (error) {
  post({ kind: 'not-opened', error: toThreadError(error) });
  process.exit(1);
}

async function answer({ id, sql, params }) {
  let result;
  try {
    result = await pglite.query(sql, params);
  } catch (error) {
    post({ kind: 'error', id, error: toThreadError(error) });
    return;
  }
  try {
    post({ kind: 'result', id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    // a value the structured clone cannot carry: the statement ran, its answer cannot be sent
    post({ kind: 'error', id, error: toThreadError(error) });
  }
}

parentPort.on('message', (message) => {
  if (message.kind === 'query') {
    void answer(message);
    return;
  }
  if (message.kind === 'close') {
    void pglite.close().finally(() => {
      post({ kind: 'closed' });
      parentPort.close();
    });
  }
});
post({ kind: 'ready' });
