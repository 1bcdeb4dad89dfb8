import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** what the test command's PostgreSQL run leaves to the embedded run, as scripts/test.mjs asks for it */
function databaseFree(): string[] {
  const script = "import('./scripts/database-free-tests.mjs').then((m) => console.log(JSON.stringify(m.databaseFreeTests(process.cwd()))))";
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' })) as string[];
}

function serverTests(folder = path.join(ROOT, 'test/server')): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverTests(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(ROOT, full)] : [];
  });
}

/** what opens a database or a server process in a test: such a file must run on both databases */
const OPENS_A_DATABASE =
  /startTestServer|openDatabase|createScratchDatabase|startProcessesOnPostgres|startServerProcess|TEST_DATABASE_URL|from 'kysely'/;

describe('the server tests the PostgreSQL run leaves to the embedded one', () => {
  const free = databaseFree();
  const all = serverTests();

  it('are the use cases and adapters tested against fakes: a booking use case, the bank and SMS clients', () => {
    expect(free).toEqual(
      expect.arrayContaining([
        'test/server/modules/booking/book-slot.test.ts',
        'test/server/zarinpal-gateway/verify.test.ts',
        'test/server/notifications/kavenegar-sms.test.ts',
      ]),
    );
    expect(free.length).toBeLessThan(all.length / 2);
  });

  it('never include a file that opens a database, a server or a server process', () => {
    const opening = all.filter((file) => OPENS_A_DATABASE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(opening.length).toBeGreaterThan(100);
    expect(opening.filter((file) => free.includes(file))).toEqual([]);
    expect(free).not.toContain('test/server/money/several-processes.test.ts');
  });
});
