import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from './server-dependencies';
import { scheduleModuleRoutes } from './modules/schedule';
import { accountModuleRoutes } from './modules/account';
import { healthRoutes } from './http/health-routes';
import { contentModuleRoutes } from './modules/content';
import { bookingModuleRoutes } from './modules/booking';
import { notificationModuleRoutes } from './modules/notifications';
import { daysOffModuleRoutes } from './modules/days-off';
import { calendarFeedModuleRoutes } from './modules/calendar-feed';
import { outsideCalendarsModuleRoutes } from './modules/outside-calendars';
import { businessModuleRoutes } from './modules/business';
import { contactModuleRoutes } from './modules/contact';
import { siteImagesModuleRoutes } from './modules/site-images';
import { pageTextModuleRoutes } from './modules/page-texts';
import { siteModuleRoutes } from './modules/site';
import { providerModuleRoutes } from './modules/providers';
import { taxSettingsModuleRoutes } from './modules/tax-settings';
import { reportsModuleRoutes } from './modules/reports';
import { documentsModuleRoutes } from './modules/documents';
import { taxInvoicesModuleRoutes } from './modules/tax-invoices';

export type RouteModule = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** Every resource's routes; each capability adds its module here. */
export const routeModules: RouteModule[] = [
  scheduleModuleRoutes,
  bookingModuleRoutes,
  accountModuleRoutes,
  healthRoutes,
  contentModuleRoutes,
  notificationModuleRoutes,
  businessModuleRoutes,
  daysOffModuleRoutes,
  calendarFeedModuleRoutes,
  outsideCalendarsModuleRoutes,
  contactModuleRoutes,
  siteImagesModuleRoutes,
  pageTextModuleRoutes,
  siteModuleRoutes,
  providerModuleRoutes,
  taxSettingsModuleRoutes,
  reportsModuleRoutes,
  documentsModuleRoutes,
  taxInvoicesModuleRoutes,
];
