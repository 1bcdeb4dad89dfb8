import type { ServerConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import type { ServerDependencies } from './server-dependencies';
import { SystemClock } from './adapters/system-clock';
import { choosePaymentGateway } from './modules/booking/adapters/choose-payment-gateway';
import { KyselyBookingStore } from './modules/booking/adapters/kysely-booking-store';
import { KyselyBookingReads } from './modules/booking/adapters/kysely-booking-reads';
import { NO_BOOKING_EVENTS, type BookingPorts } from './modules/booking';
import type { SchedulePorts } from './modules/schedule';
import { KyselyBookingListReads } from './modules/schedule/adapters/kysely-booking-list-reads';
import { KyselyOfferedTypeReads } from './modules/schedule/adapters/kysely-offered-type-reads';
import { KyselyReservationTypeStore } from './modules/schedule/adapters/kysely-reservation-type-store';
import { KyselySlotStore } from './modules/schedule/adapters/kysely-slot-store';
import { KyselyPostStore } from './modules/content/adapters/kysely-post-store';
import { KyselyPostReads } from './modules/content/adapters/kysely-post-reads';
import { KyselyCategoryStore } from './modules/content/adapters/kysely-category-store';
import { FileTypeImageKinds } from './modules/content/adapters/file-type-image-kinds';
import type { ContentPorts } from './modules/content';
import type { AppDatabase } from './db/database';
import type { Clock } from './ports/clock';
import { accountUseCases, SIGN_IN_WINDOW_MS, SIGN_UP_WINDOW_MS, type AccountPorts, type AccountUseCases } from './modules/account';
import { Argon2PasswordHasher } from './modules/account/adapters/argon2-password-hasher';
import { InMemoryWindowCounter } from './modules/account/adapters/in-memory-window-counter';
import { KyselyAdminEnrolment } from './modules/account/adapters/kysely-admin-enrolment';
import { KyselySessionStore } from './modules/account/adapters/kysely-session-store';
import { KyselyUserStore } from './modules/account/adapters/kysely-user-store';
import { DiskFileStorage } from './adapters/disk-file-storage';
import { KyselyJobLeases } from './jobs/kysely-job-leases';
import { DataVersions, readDataVersions } from './http/data-versions';
import { isEmptyDatabase, seedDemoContent } from './seed/seed-demo-content';
import type { NotificationPorts } from './modules/notifications';
import { KyselyOutboxStore } from './modules/notifications/adapters/kysely-outbox-store';
import { KavenegarSms } from './modules/notifications/adapters/kavenegar-sms';
import { SmtpEmail } from './modules/notifications/adapters/smtp-email';

/**
 * The one place that picks the server's adapters: database, clock, payment gateway, files, read
 * caches' versions. The database itself goes only to the process's owner (to close it), never to routes.
 */
export async function composeServer(config: ServerConfig): Promise<{ deps: ServerDependencies; db: AppDatabase }> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const clock = new SystemClock();
  if (config.seedDemoContent && (await isEmptyDatabase(db))) {
    await seedDemoContent(db, clock.now(), config.uploadDir);
  }
  const deps: ServerDependencies = {
    config,
    clock,
    jobLeases: new KyselyJobLeases(db),
    booking: composeBooking(config, db, clock),
    schedule: composeSchedule(db),
    content: composeContent(db),
    account: composeAccount(db, clock),
    notifications: composeNotifications(config, db),
    files: new DiskFileStorage(config.uploadDir),
    dataVersions: new DataVersions(readDataVersions(db)),
  };
  return { deps, db };
}

/** The booking module's adapters: its store and reads on the database, and the configured bank. */
export function composeBooking(config: ServerConfig, db: AppDatabase, clock: Clock): BookingPorts {
  const { gateway, sandboxBank } = choosePaymentGateway(config, db, clock);
  return { store: new KyselyBookingStore(db), reads: new KyselyBookingReads(db), gateway, events: NO_BOOKING_EVENTS, sandboxBank };
}

/** The content module's adapters: articles and categories on the database, images told by their bytes. */
export function composeContent(db: AppDatabase): ContentPorts {
  return { posts: new KyselyPostStore(db), postReads: new KyselyPostReads(db), categories: new KyselyCategoryStore(db), images: new FileTypeImageKinds() };
}

/** The schedule module's adapters: its types, slots, bookings table and offered types on the database. */
export function composeSchedule(db: AppDatabase): SchedulePorts {
  return {
    types: new KyselyReservationTypeStore(db),
    slots: new KyselySlotStore(db),
    bookings: new KyselyBookingListReads(db),
    offered: new KyselyOfferedTypeReads(db),
  };
}

/** The account module's adapters: users and sessions on the database, argon2id, limits counted in this process's memory. */
export function composeAccount(db: AppDatabase, clock: Clock): AccountPorts {
  return {
    users: new KyselyUserStore(db),
    sessions: new KyselySessionStore(db),
    passwordHasher: new Argon2PasswordHasher(),
    admins: new KyselyAdminEnrolment(db),
    signInFailures: new InMemoryWindowCounter(clock, SIGN_IN_WINDOW_MS),
    signUps: new InMemoryWindowCounter(clock, SIGN_UP_WINDOW_MS),
  };
}

/** The notifications module's adapters: the outbox on the database; Kavenegar and SMTP when configured, else messages are kept in the outbox. */
export function composeNotifications(config: ServerConfig, db: AppDatabase): NotificationPorts {
  const { sms, email, sendTimeoutMs: timeoutMs } = config.notifications;
  return {
    outbox: new KyselyOutboxStore(db),
    channels: {
      sms: sms.provider === 'kavenegar' ? new KavenegarSms({ apiKey: sms.apiKey, sender: sms.sender, baseUrl: sms.baseUrl, timeoutMs }) : null,
      email: email ? new SmtpEmail({ smtpUrl: email.smtpUrl, from: email.from, timeoutMs }) : null,
    },
  };
}

/** The account use cases on a database, on the system's clock: for the operator's commands (create-admin). */
export function composeAccountCommands(db: AppDatabase): AccountUseCases {
  const clock = new SystemClock();
  return accountUseCases(composeAccount(db, clock), clock);
}
