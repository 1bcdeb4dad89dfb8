/** The kinds of file kept: article pictures (PNG, JPEG) and the site's identity pictures (also WebP, AVIF). */
export type StoredImageExtension = 'png' | 'jpg' | 'webp' | 'avif';

/** Where uploaded images live. Paths handed out are relative (`uploads/posts/<name>.png`), as the spec stores them. */
export interface FileStorage {
  /** Stores the bytes under a server-made name and answers the relative path. */
  save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string>;
  /** Removes a file saved earlier; a path outside the storage or already gone is ignored. */
  remove(storedPath: string): Promise<void>;
}
