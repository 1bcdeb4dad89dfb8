import type { BusinessReads } from './business-reads';

/** The business module's ports, given by the composition root. */
export interface BusinessPorts {
  reads: BusinessReads;
}
