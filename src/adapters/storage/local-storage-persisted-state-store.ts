import type { PersistedStateStore } from '../../core/ports/platform/persisted-state-store';
import type { PersistedState } from '../../core/domain/persisted-state';
import { PERSIST_STORAGE_KEY, PERSIST_VERSION } from '../../core/domain/limits';

interface Envelope {
  version: number;
  state: PersistedState;
}

/** Keeps the client state in local storage under "root", stamped with its version. */
export class LocalStoragePersistedStateStore implements PersistedStateStore {
  constructor(
    private readonly storage: Storage,
    private readonly key = PERSIST_STORAGE_KEY,
  ) {}

  async load(): Promise<PersistedState | null> {
    const raw = this.storage.getItem(this.key);
    if (!raw) return null;
    try {
      const envelope = JSON.parse(raw) as Envelope;
      return envelope.version === PERSIST_VERSION ? envelope.state : null;
    } catch {
      return null;
    }
  }

  save(state: PersistedState): void {
    try {
      this.storage.setItem(this.key, JSON.stringify({ version: PERSIST_VERSION, state } satisfies Envelope));
    } catch {
      // A full or blocked storage only costs the visitor their state on reload.
    }
  }
}
