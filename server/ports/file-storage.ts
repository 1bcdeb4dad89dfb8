/** Where uploaded images live. Paths handed out are relative (`uploads/posts/<name>.png`), as the spec stores them. */
export interface FileStorage {
  /** Stores the bytes under a server-made name and answers the relative path. */
  save(folder: string, extension: 'png' | 'jpg', bytes: Uint8Array): Promise<string>;
  /** Removes a file saved earlier; a path outside the storage or already gone is ignored. */
  remove(storedPath: string): Promise<void>;
}
