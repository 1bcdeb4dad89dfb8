import type { PersistedStateStore } from '../../src/core/ports/platform/persisted-state-store';
import type { PersistedState } from '../../src/core/domain/persisted-state';

export class InMemoryPersistedStateStore implements PersistedStateStore {
  saved: PersistedState | null;
  /** when set, load() never answers, like a storage that hangs */
  hang = false;

  constructor(initial: PersistedState | null = null) {
    this.saved = initial;
  }

  load(): Promise<PersistedState | null> {
    if (this.hang) return new Promise(() => {});
    return Promise.resolve(this.saved ? JSON.parse(JSON.stringify(this.saved)) : null);
  }

  save(state: PersistedState): void {
    this.saved = JSON.parse(JSON.stringify(state));
  }
}
