import { createWriteStream } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { checkedKey, checkedPrefix, contentTypeOfKey, isStorageKey } from '../ports/storage-keys';

/**
 * Files on the disk under one folder (DATA_DIR/uploads, the default): the key is the path under
 * it, so the uploads of earlier versions are found where they lie. A file is written under a
 * hidden temporary name and renamed, so a reader never sees half of one. The type a file is
 * served as is the one its extension names.
 */
export class FsFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Uint8Array | Readable, _options: { contentType: string }): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
    try {
      await pipeline(body instanceof Readable ? body : Readable.from([body]), createWriteStream(partial, { flags: 'wx' }));
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    let handle: FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: stat.size, contentType: contentTypeOfKey(key) };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.fileOf(key))).isFile();
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    checkedPrefix(prefix);
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isAbsent(error)) return [];
      throw error;
    });
    return (
      entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        // a partial file (hidden) or one laid there by hand under a name no key can have is no stored file
        .filter((key) => key.startsWith(prefix) && isStorageKey(key))
        .sort()
    );
  }

  private fileOf(key: string): string {
    return path.join(path.resolve(this.root), ...checkedKey(key).split('/'));
  }
}

function isAbsent(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
