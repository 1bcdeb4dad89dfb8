import type { ServerConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import type { ServerDependencies } from './server-dependencies';
import { SystemClock } from './adapters/system-clock';
import { choosePaymentGateway } from './modules/booking/adapters/choose-payment-gateway';
import { KyselyBookingStore } from './modules/booking/adapters/kysely-booking-store';
import { KyselyBookingReads } from './modules/booking/adapters/kysely-booking-reads';
import type { BookingPorts } from './modules/booking';
import type { AppDatabase } from './db/database';
import type { Clock } from './ports/clock';
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { DiskFileStorage } from './adapters/disk-file-storage';
import { DataVersions, readDataVersions } from './http/data-versions';
import { isEmptyDatabase, seedDemoContent } from './seed/seed-demo-content';

/** The one place that picks the server's adapters: database, clock, payment gateway, files, read caches' versions. */
export async function composeServer(config: ServerConfig): Promise<ServerDependencies> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const clock = new SystemClock();
  if (config.seedDemoContent && (await isEmptyDatabase(db))) {
    await seedDemoContent(db, clock.now(), config.uploadDir);
  }
  return {
    config,
    db,
    clock,
    booking: composeBooking(config, db, clock),
    passwordHasher: new Argon2PasswordHasher(),
    files: new DiskFileStorage(config.uploadDir),
    dataVersions: new DataVersions(readDataVersions(db)),
  };
}

/** The booking module's adapters: its store and reads on the database, and the configured bank. */
export function composeBooking(config: ServerConfig, db: AppDatabase, clock: Clock): BookingPorts {
  const { gateway, sandboxBank } = choosePaymentGateway(config, db, clock);
  return { store: new KyselyBookingStore(db), reads: new KyselyBookingReads(db), gateway, sandboxBank };
}
