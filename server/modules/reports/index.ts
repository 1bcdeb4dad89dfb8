import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import type { PageMetaProvider } from '../../http/page-meta';
import { notificationUseCasesFor, type NotificationLogger, type NotificationPorts } from '../notifications';
import { reportPageMeta as reportPageMetaOf } from './http/report-page-meta';
import { reportRoutes } from './http/report-routes';
import type { ReportsPorts } from './ports/reports-ports';
import type { QueueToCustomer } from './use-cases/report-context';
import { reportsUseCases, type ReportsUseCases } from './use-cases/reports-use-cases';

/**
 * The reports module's public entry: the written report of a session, drafted and sent by the
 * consultant, read by the booking's customer; each sent version kept, the customer told through
 * the outbox.
 */
export type { ReportsPorts } from './ports/reports-ports';
export type { ReportStore, ReportDraft, SentReport, ReportWrite } from './ports/report-store';
export type { ReportBookings, ReportBooking } from './ports/report-bookings';
export type { ReportViewer } from './use-cases/report-context';
export { reportsUseCases, type ReportsUseCases };

/** What the module uses of the server's dependencies. */
export interface ReportsDeps {
  reports: ReportsPorts;
  notifications: NotificationPorts;
  clock: Clock;
  siteProfile: SiteProfileSource;
  config: { publicUrl: string };
}

/** The use cases as the routes build them: the customer is told through the outbox. */
export function reportsUseCasesFor(deps: ReportsDeps, log: NotificationLogger): ReportsUseCases {
  const { queueMessage } = notificationUseCasesFor(deps, log);
  const queue: QueueToCustomer = (message, dedupeKey) => queueMessage.execute({ message, dedupeKey });
  return reportsUseCases({ ...deps.reports, clock: deps.clock, queue, profile: deps.siteProfile, publicUrl: deps.config.publicUrl });
}

/** The report page's meta and status (404 for anyone but its customer and the consultant). */
export function reportPageMeta(deps: ReportsDeps): PageMetaProvider {
  const quiet = { info: () => undefined, warn: () => undefined };
  return reportPageMetaOf(reportsUseCasesFor(deps, quiet).readReport);
}

export async function reportsModuleRoutes(app: FastifyInstance, deps: ReportsDeps): Promise<void> {
  await reportRoutes(reportsUseCasesFor(deps, app.log))(app);
}
