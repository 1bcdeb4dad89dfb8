import type { BlockedSlotReads } from './blocked-slot-reads';
import type { BusinessReads } from './business-reads';

/** The business module's ports, given by the composition root. */
export interface BusinessPorts {
  reads: BusinessReads;
  /** the empty slots the consultant's own calendars block, for the agenda */
  blocked: BlockedSlotReads;
}
