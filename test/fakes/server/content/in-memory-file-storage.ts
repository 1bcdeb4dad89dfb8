import type { StoredImageExtension, Uploads } from '../../../../server/ports/file-storage';

/** Uploaded files in memory, under server-made names. */
export class InMemoryFileStorage implements Uploads {
  readonly files = new Map<string, Uint8Array>();
  private names = 0;

  async save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string> {
    this.names += 1;
    const path = `uploads/${folder}/file-${this.names}.${extension}`;
    this.files.set(path, bytes);
    return path;
  }

  async remove(storedPath: string): Promise<void> {
    this.files.delete(storedPath);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }
}
