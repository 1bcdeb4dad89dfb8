import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../ports/file-storage';
import { contentTypeOfKey } from '../../ports/storage-keys';

/** The local file a storage key is copied to under a folder. */
function fileUnder(folder: string, key: string): string {
  return path.join(folder, ...key.split('/'));
}

/**
 * Copies every file of the storage (the disk's or the bucket's) into the folder, one stream at a
 * time; answers the keys copied. A file removed while the copy runs is left out.
 */
export async function copyStorageInto(files: FileStorage, folder: string): Promise<string[]> {
  const copied: string[] = [];
  for (const key of await files.list('')) {
    const file = await files.get(key);
    if (!file) continue;
    const target = fileUnder(folder, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(file.body, createWriteStream(target));
    copied.push(key);
  }
  return copied;
}

/**
 * Makes the storage hold exactly the folder's files (keys: their paths under it): what it held
 * before is first copied into `keepAside` (null when it held nothing), then what the backup
 * lacks is removed and every file of the backup put back.
 */
export async function replaceStorageWith(files: FileStorage, folder: string, keys: string[], keepAside: string): Promise<string | null> {
  const kept = await copyStorageInto(files, keepAside);
  if (kept.length === 0) await fs.rm(keepAside, { recursive: true, force: true });
  const wanted = new Set(keys);
  for (const key of kept) if (!wanted.has(key)) await files.delete(key);
  for (const key of keys) await files.put(key, createReadStream(fileUnder(folder, key)), { contentType: contentTypeOfKey(key) });
  return kept.length > 0 ? keepAside : null;
}
