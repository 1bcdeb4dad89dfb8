import type { Endpoint } from '../endpoint';
import { accountApi } from './account-api';
import { bookingApi } from './booking-api';
import { businessApi } from './business-api';
import { calendarFeedApi } from './calendar-feed-api';
import { contactApi } from './contact-api';
import { contentApi } from './content-api';
import { daysOffApi } from './days-off-api';
import { documentsApi } from './documents-api';
import { notificationsApi } from './notifications-api';
import { outsideCalendarsApi } from './outside-calendars-api';
import { pageTextsApi } from './page-texts-api';
import { postVersionsApi } from './post-versions-api';
import { providersApi } from './providers-api';
import { scheduleApi } from './schedule-api';
import { setupApi } from './setup-api';
import { systemApi } from './system-api';
import { siteImagesApi } from './site-images-api';
import { siteApi } from './site-api';
import { taxSettingsApi } from './tax-settings-api';
import { reportsApi } from './reports-api';
import { taxInvoicesApi } from './tax-invoices-api';

/**
 * Every API endpoint, by module. Each module keeps its endpoints in its own file here; the
 * contract test checks that the server serves each one and that client adapters call no other.
 */
export const API_MODULES: Record<string, Record<string, Endpoint<unknown, unknown, unknown>>> = {
  account: accountApi,
  booking: bookingApi,
  business: businessApi,
  calendarFeed: calendarFeedApi,
  contact: contactApi,
  content: contentApi,
  daysOff: daysOffApi,
  documents: documentsApi,
  notifications: notificationsApi,
  outsideCalendars: outsideCalendarsApi,
  pageTexts: pageTextsApi,
  postVersions: postVersionsApi,
  providers: providersApi,
  schedule: scheduleApi,
  setup: setupApi,
  system: systemApi,
  siteImages: siteImagesApi,
  site: siteApi,
  taxSettings: taxSettingsApi,
  reports: reportsApi,
  taxInvoices: taxInvoicesApi,
};
