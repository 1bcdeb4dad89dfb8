import type { PersistedStateStore } from '../../ports/platform/persisted-state-store';
import { INITIAL_STATE, normalizedState, type PersistedState } from '../../domain/persisted-state';
import { PERSIST_RESTORE_TIMEOUT_MS } from '../../domain/limits';
import type { Wait } from '../../ports/platform/wait';

/**
 * Reads the saved state before the app is shown; a store that does not answer within the
 * timeout (or answers nothing usable) leaves the app on its initial state. A save that was
 * interrupted mid-request is never restored as "loading".
 */
export class RestorePersistedState {
  constructor(
    private readonly store: PersistedStateStore,
    private readonly wait: Wait,
  ) {}

  async execute(): Promise<PersistedState> {
    const timedOut = this.wait(PERSIST_RESTORE_TIMEOUT_MS).then(() => null);
    const saved = await Promise.race([this.store.load().catch(() => null), timedOut]);
    if (!saved) return INITIAL_STATE;
    return normalizedState(saved);
  }
}
