import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file in DATA_DIR that says which process has the embedded database open. */
export const LOCK_FILE = 'moshaver.lock';
/** How often the holder touches the file, so a lock nobody touches any more is known to be left over. */
export const LOCK_HEARTBEAT_MS = 15_000;
/** A lock untouched for this long is stale whatever its pid says (the pid reused, another machine gone). */
export const LOCK_STALE_AFTER_MS = 2 * 60_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  since: string;
  token: string;
}

/** The embedded database is one process's: another process has DATA_DIR open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR (${dataDir}) is in use by another process (pid ${holder.pid} on ${holder.hostname}, since ${holder.since}): ` +
        'the embedded database belongs to one process at a time. Stop the server, then run this again.\n' +
        `پوشه داده‌ها (DATA_DIR) در دست فرایند دیگری است (pid ${holder.pid})؛ پایگاه داده داخلی را هر بار فقط یک فرایند می‌تواند باز کند. ` +
        'ابتدا سرور را متوقف کنید و سپس دوباره اجرا کنید.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** The tokens of the locks this process holds, by lock file. */
const heldHere = new Map<string, string>();

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError while a live process holds it.
 * A lock left by a process that is gone (killed, its machine restarted) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const token = randomUUID();
    const mine: LockHolder = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString(), token };
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = liveHolder(file);
      if (holder) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(file, { force: true });
      continue;
    }
    // two processes taking over the same stale lock at once: the one whose token is not in the file lost
    const holder = readHolder(file);
    if (holder?.token !== token) throw new DataDirLockedError(dataDir, holder ?? mine);
    return hold(file, token);
  }
  throw new DataDirLockedError(dataDir, readHolder(file) ?? { pid: 0, hostname: '?', since: '?', token: '' });
}

/** The process that holds DATA_DIR, if one does and it is not this one: for commands that open the files without `openDatabase`. */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const file = path.join(dataDir, LOCK_FILE);
  const holder = liveHolder(file);
  return holder && heldHere.get(file) !== holder.token ? holder : null;
}

function hold(file: string, token: string): DataDirLock {
  heldHere.set(file, token);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // the folder is gone; nothing left to hold
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    if (heldHere.get(file) !== token) return;
    heldHere.delete(file);
    if (readHolder(file)?.token === token) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/** Who holds the lock file, or null when nobody alive does (no file, unreadable, or left over). */
function liveHolder(file: string): LockHolder | null {
  const holder = readHolder(file);
  if (!holder) return null;
  if (heldHere.get(file) === holder.token) return holder;
  // this pid's earlier life (a container restarted with the same pid): not a live holder
  if (holder.pid === process.pid && holder.hostname === os.hostname()) return null;
  let touchedAt: number;
  try {
    touchedAt = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (Date.now() - touchedAt > LOCK_STALE_AFTER_MS) return null;
  return holder.hostname !== os.hostname() || isAlive(holder.pid) ? holder : null;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? { pid: parsed.pid, hostname: String(parsed.hostname ?? ''), since: String(parsed.since ?? ''), token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
