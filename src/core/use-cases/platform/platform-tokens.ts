import { serviceToken as token } from '../../ports/service-token';
import type { RestorePersistedState } from './restore-persisted-state';

/** The use cases of what every part of the client leans on: time, waiting, logging, toasts, navigation and the state kept in the browser. */
export const PLATFORM_USE_CASES = {
  RestorePersistedState: token<RestorePersistedState>('RestorePersistedState'),
} as const;
