import type { PersistedState } from '../../domain/persisted-state';

/** Keeps the client state across reloads (the browser's local storage in production). */
export interface PersistedStateStore {
  load(): Promise<PersistedState | null>;
  save(state: PersistedState): void;
}
