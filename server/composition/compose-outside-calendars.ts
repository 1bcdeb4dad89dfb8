import type { AppDatabase } from '../db/database';
import type { OutsideCalendarPorts } from '../modules/outside-calendars';
import {
  ANY_ADDRESS,
  DEFAULT_FETCHER_LIMITS,
  GuardedHttpCalendarFetcher,
  PUBLIC_ONLY,
} from '../modules/outside-calendars/adapters/http-calendar-fetcher';
import { KyselyBusyMarkReads } from '../modules/outside-calendars/adapters/kysely-busy-mark-reads';
import { KyselyOutsideCalendarStore } from '../modules/outside-calendars/adapters/kysely-outside-calendar-store';
import { providerSettingsOn } from './compose-practice';

/** The outside calendars' adapters: kept on the database, their addresses sealed as the providers' keys are, read through the guarded fetcher. */
export function composeOutsideCalendars(
  db: AppDatabase,
  config: { authSecret: string | null; outsideCalendars: { allowPrivateAddresses: boolean } },
): OutsideCalendarPorts {
  const allowPrivateAddresses = config.outsideCalendars.allowPrivateAddresses;
  return {
    calendars: new KyselyOutsideCalendarStore(db),
    marks: new KyselyBusyMarkReads(db),
    fetcher: new GuardedHttpCalendarFetcher(DEFAULT_FETCHER_LIMITS, allowPrivateAddresses ? ANY_ADDRESS : PUBLIC_ONLY),
    sealer: providerSettingsOn(db, config.authSecret).sealer,
    allowPrivateAddresses,
  };
}
