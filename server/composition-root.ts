import type { ServerConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import type { ServerDependencies } from './server-dependencies';
import { SystemClock } from './adapters/system-clock';
import { choosePaymentGateway } from './composition/compose-payment-gateway';
import { KyselyBookingStore } from './modules/booking/adapters/kysely-booking-store';
import { KyselyPhoneBookingStore } from './modules/booking/adapters/kysely-phone-booking-store';
import { KyselyBookingReads } from './modules/booking/adapters/kysely-booking-reads';
import { KyselyPracticeSettings } from './modules/booking/adapters/kysely-practice-settings';
import { NO_BOOKING_EVENTS, type BookingEvents, type BookingPorts } from './modules/booking';
import { bookingNoticesFor, type NoticeLogger, type NoticePorts } from './modules/notices';
import { KyselyNoticeReads } from './modules/notices/adapters/kysely-notice-reads';
import type { SchedulePorts } from './modules/schedule';
import { KyselyBookingListReads } from './modules/schedule/adapters/kysely-booking-list-reads';
import { KyselyNoShowMarks } from './modules/schedule/adapters/kysely-no-show-marks';
import { KyselyOfferedTypeReads } from './modules/schedule/adapters/kysely-offered-type-reads';
import { KyselyReservationTypeStore } from './modules/schedule/adapters/kysely-reservation-type-store';
import { KyselySlotStore } from './modules/schedule/adapters/kysely-slot-store';
import { KyselyPostStore } from './modules/content/adapters/kysely-post-store';
import { KyselyCategoryStore } from './modules/content/adapters/kysely-category-store';
import type { AppDatabase } from './db/database';
import type { Clock } from './ports/clock';
import type { SiteProfileSource } from './ports/site-profile-source';
import {
  accountUseCases,
  CODE_REQUEST_WINDOW_MS,
  SIGN_IN_WINDOW_MS,
  SIGN_UP_WINDOW_MS,
  type AccountPorts,
  type AccountUseCases,
} from './modules/account';
import { Argon2PasswordHasher } from './modules/account/adapters/argon2-password-hasher';
import { CryptoAuthSecrets } from './modules/account/adapters/crypto-auth-secrets';
import { KyselySecondFactorStore } from './modules/account/adapters/kysely-second-factor-store';
import { serverSecret } from './modules/account/adapters/kysely-server-secret';
import { KyselyWindowCounter } from './modules/account/adapters/kysely-window-counter';
import { OtpauthTotp } from './modules/account/adapters/otpauth-totp';
import { KyselyAdminEnrolment } from './modules/account/adapters/kysely-admin-enrolment';
import { KyselyFirstRunStore } from './modules/account/adapters/kysely-first-run-store';
import { KyselyAccountCodeStore } from './modules/account/adapters/kysely-account-code-store';
import { KyselyRequestTally } from './modules/account/adapters/kysely-request-tally';
import { KyselySessionStore } from './modules/account/adapters/kysely-session-store';
import { KyselyUserStore } from './modules/account/adapters/kysely-user-store';
import { composeFileStorage, composeUploads } from './composition/compose-file-storage';
import { KyselyDatabaseHealth } from './adapters/kysely-database-health';
import { KyselyStaleCounts } from './adapters/kysely-stale-counts';
import { KyselyDatabaseStatistics } from './adapters/kysely-database-statistics';
import type { DatabaseStatistics } from './operations/refresh-statistics';
import type { StaleCounts } from './operations/prune-stale-counts';
import { KyselyJobLeases } from './jobs/kysely-job-leases';
import { DataVersions, readDataVersions } from './http/data-versions';
import { isEmptyDatabase, seedDemoContent } from './seed/seed-demo-content';
import type { NotificationPorts } from './modules/notifications';
import { KyselyOutboxStore } from './modules/notifications/adapters/kysely-outbox-store';
import type { DaysOffPorts } from './modules/days-off';
import { KyselyDaysOffStore } from './modules/days-off/adapters/kysely-days-off-store';
import { composeCalendarFeed } from './composition/compose-calendar-feed';
import { composeOutsideCalendars } from './composition/compose-outside-calendars';
import { composeBusiness } from './composition/compose-business';
import { KyselyBookingHistoryImport } from './modules/booking/adapters/kysely-booking-history-import';
import type { ScaleSeeding } from './seed/scale/scale-stores';
import { CONTACT_LIMIT_SCOPE, CONTACT_WINDOW_MS } from './modules/contact';
import {
  composeContact,
  composePageTexts,
  composeProviders,
  composeSite,
  composeSiteImages,
  providerSettingsOn,
} from './composition/compose-practice';
export { composeBusiness } from './composition/compose-business';
export {
  composeCalendarFeed,
  composeContent,
  composeOutsideCalendars,
  composeContact,
  composePageTexts,
  composeProviders,
  composeSite,
  composeSiteImages,
};
import { SettingsChannels } from './composition/compose-notification-channels';
import { composeReports } from './composition/compose-reports';
import { withDocuments } from './composition/compose-documents';
import { composeContent } from './composition/compose-content';
import { composeTax } from './composition/compose-tax-invoices';

/**
 * The one place that picks the server's adapters: database, clock, payment gateway, files, read
 * caches' versions. The database itself goes only to the process's owner (to close it), never to routes.
 */
export async function composeServer(config: ServerConfig, log: () => NoticeLogger): Promise<{ deps: ServerDependencies; db: AppDatabase }> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const clock = new SystemClock();
  const storage = composeFileStorage(config);
  if (config.seedDemoContent && (await isEmptyDatabase(db))) {
    await seedDemoContent(db, clock.now(), storage);
  }
  const dataVersions = new DataVersions(readDataVersions(db));
  const { site, siteProfile } = composeSite(db, dataVersions);
  const notifications = composeNotifications(config, db, siteProfile);
  const notices = composeNotices(db);
  // The server's logger is made with the app, after this: the listener asks for it when it has something to say.
  const events = bookingNoticesFor(
    { notices, notifications, clock, config, siteProfile },
    { warn: (details, message) => log().warn(details, message) },
  );
  const booking = composeBooking(config, db, clock, events);
  const deps = withDocuments(db, {
    config,
    clock,
    jobLeases: new KyselyJobLeases(db),
    booking,
    schedule: composeSchedule(db),
    content: composeContent(db),
    account: composeAccount(db, clock, config.authSecret),
    notifications,
    notices,
    business: composeBusiness(db),
    daysOff: composeDaysOff(db),
    calendarFeed: composeCalendarFeed(db, config.authSecret),
    outsideCalendars: composeOutsideCalendars(db, config),
    contact: composeContact(db, clock, siteProfile),
    siteImages: composeSiteImages(),
    pageTexts: composePageTexts(db),
    site,
    siteProfile,
    storage,
    files: composeUploads(storage),
    dataVersions,
    health: new KyselyDatabaseHealth(db),
    staleCounts: composeStaleCounts(db),
    statistics: composeStatistics(db),
    providers: composeProviders(config, db, booking, notifications),
    ...composeTax(config, db),
    reports: composeReports(db),
  });
  return { deps, db };
}

/** The booking module's adapters: its store and reads on the database, and the configured bank. */
export function composeBooking(
  config: ServerConfig,
  db: AppDatabase,
  clock: Clock,
  events: BookingEvents = NO_BOOKING_EVENTS,
): BookingPorts {
  const { gateway, sandboxBank } = choosePaymentGateway(config, db, clock, providerSettingsOn(db, config.authSecret).source);
  return {
    store: new KyselyBookingStore(db),
    reads: new KyselyBookingReads(db),
    gateway,
    events,
    settings: new KyselyPracticeSettings(db),
    phoneBookings: new KyselyPhoneBookingStore(db),
    sandboxBank,
  };
}

/** The schedule module's adapters: its types, slots, bookings table and offered types on the database. */
export function composeSchedule(db: AppDatabase): SchedulePorts {
  return {
    types: new KyselyReservationTypeStore(db),
    slots: new KyselySlotStore(db),
    bookings: new KyselyBookingListReads(db),
    offered: new KyselyOfferedTypeReads(db),
    noShows: new KyselyNoShowMarks(db),
  };
}

/** The days-off module's adapter: closed times and skipped holidays on the database. */
export function composeDaysOff(db: AppDatabase): DaysOffPorts {
  return { store: new KyselyDaysOffStore(db) };
}

/** The account module's adapters: users, sessions and the limits' counts on the database (every process counts together), argon2id, TOTP. */
export function composeAccount(db: AppDatabase, clock: Clock, authSecret: string | null): AccountPorts {
  return {
    users: new KyselyUserStore(db),
    sessions: new KyselySessionStore(db),
    passwordHasher: new Argon2PasswordHasher(),
    admins: new KyselyAdminEnrolment(db),
    firstRun: new KyselyFirstRunStore(db),
    signInFailures: new KyselyWindowCounter(db, clock, 'sign-in', SIGN_IN_WINDOW_MS),
    signUps: new KyselyWindowCounter(db, clock, 'sign-up', SIGN_UP_WINDOW_MS),
    codes: new KyselyAccountCodeStore(db),
    codeRequests: new KyselyRequestTally(db),
    secrets: new CryptoAuthSecrets(serverSecret(db, authSecret)),
    secondFactors: new KyselySecondFactorStore(db),
    totp: new OtpauthTotp(),
  };
}

/** The tables' daily upkeep: dead rows freed, visibility marked, statistics gathered (the embedded database has no autovacuum). */
export function composeStatistics(db: AppDatabase): DatabaseStatistics {
  return new KyselyDatabaseStatistics(db);
}

/** The counting rows of the account's limits, each pruned once its own window has ended. */
export function composeStaleCounts(db: AppDatabase): StaleCounts {
  return new KyselyStaleCounts(db, {
    limitScopes: { 'sign-in': SIGN_IN_WINDOW_MS, 'sign-up': SIGN_UP_WINDOW_MS, [CONTACT_LIMIT_SCOPE]: CONTACT_WINDOW_MS },
    codeRequestsMs: CODE_REQUEST_WINDOW_MS,
  });
}

/**
 * The notifications module's adapters: the outbox on the database; Kavenegar and SMTP as the
 * environment or (else) the dashboard's settings say at each use, else messages are kept in the outbox.
 */
export function composeNotifications(config: ServerConfig, db: AppDatabase, profile: SiteProfileSource): NotificationPorts {
  return {
    outbox: new KyselyOutboxStore(db),
    channels: new SettingsChannels(config, providerSettingsOn(db, config.authSecret).source),
    profile,
  };
}

/** The notices module's adapters: its reads of bookings, types and users on the database. */
export function composeNotices(db: AppDatabase): NoticePorts {
  return { reads: new KyselyNoticeReads(db) };
}

/** The account use cases on a database, on the system's clock: for the operator's commands (create-admin). */
export function composeAccountCommands(db: AppDatabase, authSecret: string | null = null): AccountUseCases {
  const clock = new SystemClock();
  return accountUseCases(composeAccount(db, clock, authSecret), clock);
}

/** The stores the scale data set is written through (`npm run seed:scale`), on the database or a transaction of it. */
export function composeScaleSeeding(): ScaleSeeding {
  return {
    storesOn: (db) => ({
      posts: new KyselyPostStore(db),
      categories: new KyselyCategoryStore(db),
      types: new KyselyReservationTypeStore(db),
      slots: new KyselySlotStore(db),
      users: new KyselyUserStore(db),
      bookingHistory: new KyselyBookingHistoryImport(db),
    }),
    passwordHasher: new Argon2PasswordHasher(),
  };
}
