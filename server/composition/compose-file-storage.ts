import type { ServerConfig } from '../config';
import type { FileStorage, Uploads } from '../ports/file-storage';
import { FsFileStorage } from '../adapters/fs-file-storage';
import { S3FileStorage } from '../adapters/s3-file-storage';
import { StoredUploads } from '../adapters/stored-uploads';

/** The storage FILE_STORAGE names: the disk under DATA_DIR/uploads (the default), or an S3-compatible bucket. */
export function composeFileStorage(config: Pick<ServerConfig, 'uploadDir' | 'fileStorage'>): FileStorage {
  const settings = config.fileStorage;
  return settings.kind === 's3' ? new S3FileStorage(settings.s3) : new FsFileStorage(config.uploadDir);
}

/** The modules' uploads (server-made names, the paths the database keeps) in that storage. */
export function composeUploads(storage: FileStorage): Uploads {
  return new StoredUploads(storage);
}
