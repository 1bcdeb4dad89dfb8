/** What a key of the file storage is (server/ports/file-storage.ts), the same for every storage. */

/** One folder or file name of a key: letters, digits, dot, dash and underscore, never beginning with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** A key that is not a plain relative path: never written, read or removed. */
export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key "${key}"`);
    this.name = 'UnsafeStorageKeyError';
  }
}

/** The key when it is a plain relative path (`posts/<id>.png`); throws for an empty one, `..`, `/x`, `a//b`, `a\b` and the like. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new UnsafeStorageKeyError(key);
  return key;
}

/** Whether the key is a plain relative path a storage takes. */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));
}

/** A prefix to list by: nothing, or the beginning of a key (`posts/`, `site/ab`). */
export function checkedPrefix(prefix: string): string {
  if (prefix !== '') checkedKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The type a file's extension names (what a file on the disk is served as); unknown ones are plain bytes. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}
