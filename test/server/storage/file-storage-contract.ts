import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from '../../../server/ports/file-storage';

/** What a test gives the contract: a storage of its own, empty, and how to let it go. */
export interface StorageUnderTest {
  storage: FileStorage;
  /** what lies in the storage's place outside it (a disk storage's parent folder), to see nothing escaped; null where there is none */
  outside?: () => Promise<string[]>;
  close(): Promise<void>;
}

async function bytesOf(file: StoredFile | null): Promise<Buffer> {
  if (!file) throw new Error('no file');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes in 64 KiB chunks, each byte a function of its place, and the hash of them all. */
function largeStream(size: number): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += 65_536) {
    const chunk = Buffer.alloc(Math.min(65_536, size - at));
    for (let i = 0; i < chunk.length; i += 1) chunk[i] = (at + i) % 251;
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

const UNSAFE_KEYS = [
  '../escaped.png',
  'posts/../../escaped.png',
  '/etc/passwd',
  'posts//a.png',
  'posts\\a.png',
  '',
  '.hidden',
  'posts/./a.png',
];

/**
 * The one contract every FileStorage keeps (issue 32), run against the disk's and against an
 * S3-compatible server: what a module or a backup may count on, whichever is configured.
 */
export function describeFileStorageContract(name: string, make: () => Promise<StorageUnderTest>): void {
  describe(`${name} file storage (the storage contract)`, () => {
    let under: StorageUnderTest;
    let storage: FileStorage;

    beforeEach(async () => {
      under = await make();
      storage = under.storage;
    });
    afterEach(async () => under.close());

    it('gives back the bytes and the type a file was put with, and its size', async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      await storage.put('posts/cover.png', bytes, { contentType: 'image/png' });
      const file = await storage.get('posts/cover.png');
      expect(file).toMatchObject({ size: bytes.length, contentType: 'image/png' });
      expect(await bytesOf(file)).toEqual(bytes);
      await storage.put('site/portrait.webp', new Uint8Array([1, 2]), { contentType: 'image/webp' });
      expect((await storage.get('site/portrait.webp'))?.contentType).toBe('image/webp');
    });

    it('answers null for a key with nothing under it, and says it does not exist', async () => {
      expect(await storage.get('posts/never.png')).toBeNull();
      expect(await storage.exists('posts/never.png')).toBe(false);
      expect(await storage.get('nowhere/at/all.png')).toBeNull();
      await storage.put('posts/here.png', Buffer.from('x'), { contentType: 'image/png' });
      expect(await storage.exists('posts/here.png')).toBe(true);
      // a folder is not a file
      expect(await storage.get('posts')).toBeNull();
      expect(await storage.exists('posts')).toBe(false);
    });

    it('deletes a file, and deleting what is not there is no error', async () => {
      await storage.put('posts/gone.png', Buffer.from('x'), { contentType: 'image/png' });
      await storage.delete('posts/gone.png');
      expect(await storage.get('posts/gone.png')).toBeNull();
      expect(await storage.exists('posts/gone.png')).toBe(false);
      await expect(storage.delete('posts/gone.png')).resolves.toBeUndefined();
      await expect(storage.delete('never/was.png')).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix, sorted, and all of them under the empty prefix', async () => {
      expect(await storage.list('')).toEqual([]);
      for (const key of ['posts/b.jpg', 'site/c.webp', 'posts/a.png', 'posts-old/d.png', 'top.png']) {
        await storage.put(key, Buffer.from(key), { contentType: 'application/octet-stream' });
      }
      expect(await storage.list('posts/')).toEqual(['posts/a.png', 'posts/b.jpg']);
      expect(await storage.list('posts')).toEqual(['posts-old/d.png', 'posts/a.png', 'posts/b.jpg']);
      expect(await storage.list('')).toEqual(['posts-old/d.png', 'posts/a.png', 'posts/b.jpg', 'site/c.webp', 'top.png']);
      expect(await storage.list('nothing/')).toEqual([]);
    });

    it('replaces a file put again under the same key', async () => {
      await storage.put('posts/same.png', Buffer.from('first version, longer'), { contentType: 'image/png' });
      await storage.put('posts/same.png', Buffer.from('second'), { contentType: 'image/png' });
      const file = await storage.get('posts/same.png');
      expect(file?.size).toBe(6);
      expect((await bytesOf(file)).toString()).toBe('second');
      expect(await storage.list('posts/')).toEqual(['posts/same.png']);
    });

    it('takes a file of several megabytes as a stream and gives it back as one, byte for byte', async () => {
      const size = 12 * 1024 * 1024 + 12_345;
      const { stream, sha256 } = largeStream(size);
      await storage.put('documents/large.bin', stream, { contentType: 'application/octet-stream' });
      const file = await storage.get('documents/large.bin');
      expect(file?.size).toBe(size);
      const hash = createHash('sha256');
      let read = 0;
      for await (const chunk of file!.body) {
        hash.update(chunk as Buffer);
        read += (chunk as Buffer).length;
      }
      expect({ read, sha256: hash.digest('hex') }).toEqual({ read: size, sha256 });
    });

    it('takes an empty stream and a small stream', async () => {
      await storage.put('documents/empty.txt', Readable.from([]), { contentType: 'text/plain; charset=utf-8' });
      expect((await storage.get('documents/empty.txt'))?.size).toBe(0);
      await storage.put('documents/small.txt', Readable.from([Buffer.from('سلام')]), { contentType: 'text/plain; charset=utf-8' });
      expect((await bytesOf(await storage.get('documents/small.txt'))).toString()).toBe('سلام');
    });

    it('keeps keys with several folders apart', async () => {
      await storage.put('reports/2026/11/attachment-1.pdf', Buffer.from('one'), { contentType: 'application/pdf' });
      await storage.put('reports/2026/12/attachment-1.pdf', Buffer.from('two'), { contentType: 'application/pdf' });
      expect((await bytesOf(await storage.get('reports/2026/11/attachment-1.pdf'))).toString()).toBe('one');
      expect((await bytesOf(await storage.get('reports/2026/12/attachment-1.pdf'))).toString()).toBe('two');
      expect(await storage.list('reports/2026/1')).toEqual(['reports/2026/11/attachment-1.pdf', 'reports/2026/12/attachment-1.pdf']);
      await storage.delete('reports/2026/11/attachment-1.pdf');
      expect(await storage.list('reports/')).toEqual(['reports/2026/12/attachment-1.pdf']);
    });

    it.each(UNSAFE_KEYS)('refuses the key %j: nothing is written, read or removed', async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
      expect(await storage.list('')).toEqual([]);
      if (under.outside) expect(await under.outside()).toEqual([]);
    });

    it('refuses to list by a prefix that escapes', async () => {
      await expect(storage.list('../')).rejects.toThrow(/unsafe storage key/);
      await expect(storage.list('/etc')).rejects.toThrow(/unsafe storage key/);
    });
  });
}
