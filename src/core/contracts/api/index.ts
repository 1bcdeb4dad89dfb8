import type { Endpoint } from '../endpoint';
import { accountApi } from './account-api';
import { bookingApi } from './booking-api';
import { businessApi } from './business-api';
import { contentApi } from './content-api';
import { daysOffApi } from './days-off-api';
import { notificationsApi } from './notifications-api';
import { providersApi } from './providers-api';
import { scheduleApi } from './schedule-api';
import { systemApi } from './system-api';

/**
 * Every API endpoint, by module. Each module keeps its endpoints in its own file here; the
 * contract test checks that the server serves each one and that client adapters call no other.
 */
export const API_MODULES: Record<string, Record<string, Endpoint<unknown, unknown, unknown>>> = {
  account: accountApi,
  booking: bookingApi,
  business: businessApi,
  content: contentApi,
  daysOff: daysOffApi,
  notifications: notificationsApi,
  providers: providersApi,
  schedule: scheduleApi,
  system: systemApi,
};
