import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fromThreadError, stoppedError, type ThreadReply, type ThreadRequest } from './thread-messages';

/** The worker's body, beside this file: plain JavaScript, so it loads the same under tsx, ts-jest and plain node. */
const THREAD_FILE = path.join(__dirname, 'pglite-thread.mjs');

/**
 * PGlite's WebAssembly, compiled once per process and handed to every thread (a compiled module
 * crosses threads without being compiled again), as PGlite in-process kept it between instances.
 */
let compiled: Promise<WebAssembly.Module> | null = null;
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= fs
    .readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm'))
    .then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

export interface ThreadResult {
  rows: Record<string, unknown>[];
  affectedRows: number | undefined;
}

interface Pending {
  resolve(result: ThreadResult): void;
  reject(error: Error): void;
}

/**
 * PGlite in a worker thread of its own, asked one statement at a time. While nothing is asked
 * the thread does not keep the process alive (as PGlite in-process did not).
 * When the thread dies (an error it did not catch, a crash, its memory limit) every statement
 * waiting and every later one fails with "the embedded database stopped: …", and the readiness
 * check fails with them; the thread is not started again, because its state is unknown.
 */
export class DatabaseThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  private readonly exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: ThreadReply) => this.receive(reply));
    worker.on('error', (error: unknown) => this.stop(error instanceof Error ? error.message : String(error)));
    worker.on('exit', (code) => this.stop(`its thread exited (code ${code})`));
  }

  /**
   * Starts the thread and waits until PGlite has opened the data folder (null: in memory), first
   * filled from `startFrom` (a dump of PGlite's data folder) when one is given.
   */
  static async start(dataPath: string | null, startFrom?: Uint8Array): Promise<DatabaseThread> {
    const wasmModule = await pgliteModule();
    // no --import tsx or other loader in the thread: it runs plain JavaScript only
    const worker = new Worker(THREAD_FILE, { workerData: { dataPath, wasmModule, startFrom }, execArgv: [] });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(new Error(`the embedded database could not be opened: ${error.message}`));
      const exited = (code: number) => failed(new Error(`its thread exited (code ${code})`));
      const opening = (reply: ThreadReply) => {
        if (reply.kind !== 'ready') {
          failed(reply.kind === 'not-opened' ? fromThreadError(reply.error) : new Error(`unexpected ${reply.kind}`));
          return;
        }
        worker.off('error', failed).off('exit', exited).off('message', opening);
        worker.unref();
        resolve(new DatabaseThread(worker));
      };
      worker.on('message', opening).once('error', failed).once('exit', exited);
    });
  }

  query(sql: string, params: readonly unknown[]): Promise<ThreadResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    const answer = new Promise<ThreadResult>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    if (this.pending.size === 1) this.worker.ref();
    this.send({ kind: 'query', id, sql, params: [...params] });
    return answer;
  }

  /** Closes PGlite (it writes out what it holds) and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    this.worker.ref();
    this.send({ kind: 'close' });
    await this.exited;
  }

  private send(request: ThreadRequest): void {
    try {
      this.worker.postMessage(request);
    } catch (error) {
      // a parameter the structured clone cannot carry (a function, a symbol): only this statement fails
      if (request.kind === 'query') this.settle(request.id)?.reject(error instanceof Error ? error : new Error(String(error)));
      else throw error;
    }
  }

  private receive(reply: ThreadReply): void {
    if (reply.kind === 'result') this.settle(reply.id)?.resolve({ rows: reply.rows, affectedRows: reply.affectedRows });
    else if (reply.kind === 'error') this.settle(reply.id)?.reject(fromThreadError(reply.error));
    else if (reply.kind === 'closed') this.stopped = stoppedError('it was closed');
  }

  private settle(id: number): Pending | undefined {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0 && !this.closing) this.worker.unref();
    return waiting;
  }

  private stop(reason: string): void {
    if (this.stopped) return;
    this.stopped = stoppedError(reason);
    if (!this.closing) process.stderr.write(`${this.stopped.message}\n`);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
    this.worker.unref();
  }
}
