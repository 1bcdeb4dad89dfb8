import type { Readable } from 'node:stream';

/**
 * Every file the site keeps (article pictures, the site's portrait, logo and favicon, and any
 * document or attachment to come), under keys that are relative paths (`posts/<id>.png`,
 * `site/<id>.webp`): on the disk under DATA_DIR/uploads, or in an S3-compatible bucket, as the
 * configuration says. Which files anyone may read is decided by the server's routes, which
 * stream them: a storage never hands out an address of its own (no public or presigned URLs).
 */
export interface FileStorage {
  /** Keeps the bytes under the key, replacing what was there. Refuses a key that is not a plain relative path. */
  put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** The file as a stream with its size and type, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file is kept under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key with nothing under it is no error. */
  delete(key: string): Promise<void>;
  /** Every key that begins with the prefix (`''`: all of them), sorted; what a backup copies. */
  list(prefix: string): Promise<string[]>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  /** the type it was put with (a file on the disk: the type its extension names) */
  contentType: string;
}

/** Keys under this folder are never served at /uploads/: the routes that own them decide who reads them. */
export const PRIVATE_FOLDER = 'private/';

/** The kinds of uploaded picture: article pictures (PNG, JPEG) and the site's identity pictures (also WebP, AVIF). */
export type StoredImageExtension = 'png' | 'jpg' | 'webp' | 'avif';

/**
 * What the modules ask of the storage for an upload: a server-made name in a folder, and the
 * path kept in the database (`uploads/posts/<name>.png`, as articles and the profile store it),
 * which is also where the site serves it.
 */
export interface Uploads {
  /** Stores the bytes under a server-made name and answers the relative path. */
  save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string>;
  /** Removes a file saved earlier; a path outside the storage or already gone is ignored. */
  remove(storedPath: string): Promise<void>;
}
