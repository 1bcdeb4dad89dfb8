import type { ServerConfig } from './config';
import type { AppDatabase } from './db/database';
import type { Clock } from './ports/clock';
import type { BookingPorts } from './modules/booking';
import type { PasswordHasher } from './ports/password-hasher';
import type { FileStorage } from './ports/file-storage';
import type { DataVersions } from './http/data-versions';

/** What the routes are given: built once by the composition root, replaced by fakes in tests. */
export interface ServerDependencies {
  config: ServerConfig;
  db: AppDatabase;
  clock: Clock;
  /** the booking module's store, reads, bank and sandbox bank */
  booking: BookingPorts;
  passwordHasher: PasswordHasher;
  /** uploaded images (article covers) */
  files: FileStorage;
  /** what the public read caches check before answering from memory */
  dataVersions: DataVersions;
}
