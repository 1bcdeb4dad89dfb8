import type { ServerConfig } from './config';
import type { AppDatabase } from './db/database';
import type { Clock } from './ports/clock';
import type { FileStorage } from './ports/file-storage';

/** What the routes are given: built once by the composition root, replaced by fakes in tests. */
export interface ServerDependencies {
  config: ServerConfig;
  db: AppDatabase;
  clock: Clock;
  /** uploaded images (article covers) */
  files: FileStorage;
}
