import type { ServerConfig } from './config';
import type { JobLeases } from './jobs/job-runner';
import type { Clock } from './ports/clock';
import type { BookingPorts } from './modules/booking';
import type { SchedulePorts } from './modules/schedule';
import type { ContentPorts } from './modules/content';
import type { AccountPorts } from './modules/account';
import type { NotificationPorts } from './modules/notifications';
import type { NoticePorts } from './modules/notices';
import type { DaysOffPorts } from './modules/days-off';
import type { CalendarFeedPorts } from './modules/calendar-feed';
import type { OutsideCalendarPorts } from './modules/outside-calendars';
import type { BusinessPorts } from './modules/business';
import type { ContactPorts } from './modules/contact';
import type { SiteImagePorts } from './modules/site-images';
import type { PageTextPorts } from './modules/page-texts';
import type { SitePorts } from './modules/site';
import type { SiteProfileSource } from './ports/site-profile-source';
import type { FileStorage, Uploads } from './ports/file-storage';
import type { DataVersions } from './http/data-versions';
import type { DatabaseHealth } from './ports/database-health';
import type { StaleCounts } from './operations/prune-stale-counts';
import type { DatabaseStatistics } from './operations/refresh-statistics';
import type { ProviderPorts } from './modules/providers';
import type { TaxSettingsPorts } from './modules/tax-settings';
import type { ReportsPorts } from './modules/reports';
import type { DocumentsPorts } from './modules/documents';
import type { TaxInvoiceKeepingPorts } from './modules/tax-invoices';

/** What the routes are given: built once by the composition root, replaced by fakes in tests. */
export interface ServerDependencies {
  config: ServerConfig;
  /** who runs which job now, across processes */
  jobLeases: JobLeases;
  clock: Clock;
  /** the booking module's store, reads, bank and sandbox bank */
  booking: BookingPorts;
  /** the schedule module's reservation types, slots, bookings table and offered types */
  schedule: SchedulePorts;
  /** the content module's article and category stores, article reads and image check */
  content: ContentPorts;
  /** the account module's users, sessions, password hasher and limit counters */
  account: AccountPorts;
  /** the notifications module's outbox and its SMS and e-mail providers */
  notifications: NotificationPorts;
  /** the notices module's reads of bookings for their messages */
  notices: NoticePorts;
  /** the days-off module's closed times and skipped holidays */
  daysOff: DaysOffPorts;
  /** the calendar feed's token and the live bookings it shows */
  calendarFeed: CalendarFeedPorts;
  /** the consultant's own calendars, their busy times, and the guarded fetcher that reads them */
  outsideCalendars: OutsideCalendarPorts;
  /** the business module's reads for the consultant's view of the practice */
  business: BusinessPorts;
  /** the contact module's messages, its per-address limit, tracking numbers and where the consultant is reached */
  contact: ContactPorts;
  /** the site-images module's check of an upload's bytes and the maker of its sizes */
  siteImages: SiteImagePorts;
  /** the page-texts module's versions of the consultant's page prose, and the rules /refund-policy reads */
  pageTexts: PageTextPorts;
  /** the site module's profile and its log */
  site: SitePorts;
  /** the profile as it stands, kept by data version, for everything the server writes in the practice's name */
  siteProfile: SiteProfileSource;
  /** every file the site keeps, on the disk or in an S3-compatible bucket (FILE_STORAGE); /uploads/ streams the public ones */
  storage: FileStorage;
  /** the modules' uploads (article pictures, the site's pictures) in that storage */
  files: Uploads;
  /** what the public read caches check before answering from memory */
  dataVersions: DataVersions;
  /** what readiness asks of the database */
  health: DatabaseHealth;
  /** the limits' counting rows whose windows have ended, pruned by a job */
  staleCounts: StaleCounts;
  /** the planner's statistics, refreshed by a daily job (the embedded database has no autovacuum) */
  statistics: DatabaseStatistics;
  /** the Zarinpal, Kavenegar and SMTP settings saved in the dashboard, and the providers the test buttons try */
  providers: ProviderPorts;
  /** the e-invoice settings (سامانه مودیان): economic code, memory ID, VAT rate, the sealed key and certificate */
  taxSettings: TaxSettingsPorts;
  /** the reports module's versions of sessions' written reports, and the bookings they are about */
  reports: ReportsPorts;
  /** the customer's documents: their rows and access log, the check of an upload's bytes, the limits */
  documents: DocumentsPorts;
  /** the e-invoices kept, the settings they are sent with, and the taxpayer system those name */
  taxInvoices: TaxInvoiceKeepingPorts;
}
