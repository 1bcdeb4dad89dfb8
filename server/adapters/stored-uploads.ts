import { randomUUID } from 'node:crypto';
import type { FileStorage, StoredImageExtension, Uploads } from '../ports/file-storage';
import { contentTypeOfKey, UnsafeStorageKeyError } from '../ports/storage-keys';

/** What the database keeps before a storage key, and where the site serves the file. */
export const UPLOADS_PREFIX = 'uploads/';
const SAFE_FOLDER = /^[a-z0-9-]+$/;

/** The storage key of a path the database keeps (`uploads/posts/a.png` → `posts/a.png`), or null for any other path. */
export function keyOfStoredPath(storedPath: string): string | null {
  return storedPath.startsWith(UPLOADS_PREFIX) ? storedPath.slice(UPLOADS_PREFIX.length) : null;
}

/** Uploads kept in the file storage under server-made names, as `<folder>/<uuid>.<extension>`. */
export class StoredUploads implements Uploads {
  constructor(private readonly storage: FileStorage) {}

  async save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string> {
    if (!SAFE_FOLDER.test(folder)) throw new Error(`unsafe upload folder "${folder}"`);
    const key = `${folder}/${randomUUID()}.${extension}`;
    await this.storage.put(key, bytes, { contentType: contentTypeOfKey(key) });
    return `${UPLOADS_PREFIX}${key}`;
  }

  async remove(storedPath: string): Promise<void> {
    const key = keyOfStoredPath(storedPath);
    if (key === null) return;
    try {
      await this.storage.delete(key);
    } catch (error) {
      // a path no storage key can be (`uploads/../x`) names nothing kept
      if (error instanceof UnsafeStorageKeyError) return;
      throw error;
    }
  }
}
