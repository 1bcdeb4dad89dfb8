import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../../server/db/database';
import { DataDirLockedError, LOCK_FILE } from '../../../server/db/data-dir-lock';
import { embeddedOnly } from '../support/embedded-only';

embeddedOnly('the embedded database in a data folder, through its thread', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-embedded-'));
  });

  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written after it is closed and opened again, and frees the folder when closed', async () => {
    const first = openDatabase({ databaseUrl: null, dataDir });
    await sql`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)`.execute(first);
    await sql`INSERT INTO notes VALUES (1, 'یادداشت اول')`.execute(first);
    await first.destroy();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const again = openDatabase({ databaseUrl: null, dataDir });
    try {
      const { rows } = await sql<{ id: number; body: string }>`SELECT id, body FROM notes`.execute(again);
      expect(rows).toEqual([{ id: 1, body: 'یادداشت اول' }]);
    } finally {
      await again.destroy();
    }
  });

  it('refuses a second opener while the folder is open, and leaves the first one working', async () => {
    const first = openDatabase({ databaseUrl: null, dataDir });
    try {
      await sql`CREATE TABLE notes (id int PRIMARY KEY)`.execute(first);
      expect(() => openDatabase({ databaseUrl: null, dataDir })).toThrow(DataDirLockedError);
      await sql`INSERT INTO notes VALUES (1)`.execute(first);
      expect((await sql<{ id: number }>`SELECT id FROM notes`.execute(first)).rows).toEqual([{ id: 1 }]);
    } finally {
      await first.destroy();
    }
    // once closed, the folder is free again
    const later = openDatabase({ databaseUrl: null, dataDir });
    await later.destroy();
  });
});
