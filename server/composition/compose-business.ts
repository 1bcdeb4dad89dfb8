import type { AppDatabase } from '../db/database';
import type { BusinessPorts } from '../modules/business';
import { KyselyBlockedSlotReads } from '../modules/business/adapters/kysely-blocked-slot-reads';
import { KyselyBusinessReads } from '../modules/business/adapters/kysely-business-reads';

/** The business module's adapters: its reads on the database, and the empty slots the consultant's own calendars block. */
export function composeBusiness(db: AppDatabase): BusinessPorts {
  return { reads: new KyselyBusinessReads(db), blocked: new KyselyBlockedSlotReads(db) };
}
