import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStorage, StoredImageExtension } from '../ports/file-storage';

const PUBLIC_PREFIX = 'uploads/';
const SAFE_FOLDER = /^[a-z0-9-]+$/;

/** Files under config.uploadDir, served by the app at /uploads/. */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly uploadDir: string) {}

  async save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string> {
    if (!SAFE_FOLDER.test(folder)) throw new Error(`unsafe upload folder "${folder}"`);
    const name = `${randomUUID()}.${extension}`;
    const dir = path.join(this.uploadDir, folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return `${PUBLIC_PREFIX}${folder}/${name}`;
  }

  async remove(storedPath: string): Promise<void> {
    const full = this.resolve(storedPath);
    if (full) await fs.rm(full, { force: true });
  }

  /** The file a stored path names, or null when it would leave the upload folder. */
  private resolve(storedPath: string): string | null {
    if (!storedPath.startsWith(PUBLIC_PREFIX)) return null;
    const root = path.resolve(this.uploadDir);
    const full = path.resolve(root, storedPath.slice(PUBLIC_PREFIX.length));
    return full.startsWith(root + path.sep) ? full : null;
  }
}
