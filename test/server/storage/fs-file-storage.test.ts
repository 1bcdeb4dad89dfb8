import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FsFileStorage } from '../../../server/adapters/fs-file-storage';
import { describeFileStorageContract } from './file-storage-contract';

jest.setTimeout(60_000);

/** Every file under a folder, relative, sorted. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeFileStorageContract('the disk (DATA_DIR/uploads)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-storage-'));
  const root = path.join(dataDir, 'uploads');
  return {
    storage: new FsFileStorage(root),
    outside: async () => filesUnder(dataDir).filter((file) => !file.startsWith(`uploads${path.sep}`)),
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
});

describe('the disk storage', () => {
  let dataDir: string;
  let root: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-storage-'));
    root = path.join(dataDir, 'uploads');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finds the uploads of earlier versions where they lie (uploads/posts/<name>.png), typed by their extension', async () => {
    fs.mkdirSync(path.join(root, 'posts'), { recursive: true });
    fs.mkdirSync(path.join(root, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(root, 'posts', '0b4c2f0e-1a2b-4c3d-8e9f-001122334455.png'), 'png bytes');
    fs.writeFileSync(path.join(root, 'posts', 'older.jpg'), 'jpeg bytes');
    fs.writeFileSync(path.join(root, 'demo', 'cover-1.png'), 'demo');
    const storage = new FsFileStorage(root);
    expect(await storage.list('')).toEqual(['demo/cover-1.png', 'posts/0b4c2f0e-1a2b-4c3d-8e9f-001122334455.png', 'posts/older.jpg']);
    expect(await storage.get('posts/older.jpg')).toMatchObject({ size: 10, contentType: 'image/jpeg' });
  });

  it('writes where earlier versions wrote, and leaves no partial file behind', async () => {
    const storage = new FsFileStorage(root);
    await storage.put('site/a.webp', Buffer.from('webp'), { contentType: 'image/webp' });
    expect(fs.readFileSync(path.join(root, 'site', 'a.webp'), 'utf8')).toBe('webp');
    expect(fs.readdirSync(path.join(root, 'site'))).toEqual(['a.webp']);
  });

  it('lists nothing, and finds nothing, before the folder exists', async () => {
    const storage = new FsFileStorage(path.join(dataDir, 'not-yet'));
    expect(await storage.list('')).toEqual([]);
    expect(await storage.get('posts/a.png')).toBeNull();
  });
});
