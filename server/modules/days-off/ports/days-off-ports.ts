import type { DaysOffStore } from './days-off-store';

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface DaysOffPorts {
  store: DaysOffStore;
}
