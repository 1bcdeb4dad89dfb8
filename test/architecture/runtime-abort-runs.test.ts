import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures/runtime-abort');

interface Run {
  log: string;
  status: number;
  counts: { passed: number; failed: number; pending: number; total: number };
  files: string[];
}

/** a jest run of the fixtures as the test command makes one (scripts/jest-runs.mjs), in a process of its own */
function runFixtures(scratch: string): Run {
  const config = { rootDir: FIXTURES, testMatch: ['**/*.check.js'], maxWorkers: 1, workerIdleMemoryLimit: '2GB' };
  const script = `
    import('./scripts/jest-runs.mjs').then(async ({ runJest, countResults }) => {
      const paths = { root: ${JSON.stringify(FIXTURES)}, resultsDir: ${JSON.stringify(scratch)}, jestBin: ${JSON.stringify(path.join(ROOT, 'node_modules/jest/bin/jest.js'))}, nodeOptions: '' };
      const run = await runJest(paths, { label: 'fixtures', args: ['--config', ${JSON.stringify(JSON.stringify(config))}, '--shard=1/1'] });
      const files = run.report.testResults.map((suite) => suite.name.slice(${JSON.stringify(FIXTURES)}.length + 1)).sort();
      console.log(JSON.stringify({ log: run.log, status: run.status, counts: countResults(run.report), files }));
    });`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ABORT_MARKER: path.join(scratch, 'aborted'), NODE_OPTIONS: '' },
  });
  return JSON.parse(output) as Run;
}

describe('a test file whose process the runtime aborts', () => {
  let scratch: string;
  let run: Run;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-abort-'));
    run = runFixtures(scratch);
  }, 60_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('is run once more on its own, the run going on meanwhile, and its second result is the one counted', () => {
    expect(fs.readFileSync(path.join(scratch, 'aborted'), 'utf8')).toBe('aborted once');
    expect(run.files).toEqual(['aborts-once.check.js', 'fails.check.js', 'passes.check.js']);
    expect(run.counts).toEqual({ passed: 2, failed: 1, pending: 0, total: 3 });
  });

  it('is named in the output with the signal that ended it', () => {
    const notice = run.log.split('\n').find((line) => line.includes('run again on their own'));
    expect(notice).toContain('aborts-once.check.js (SIGTRAP)');
    expect(notice).not.toContain('fails.check.js');
  });

  it('leaves a file that failed its assertion failed: the run still fails', () => {
    expect(run.status).toBe(1);
    expect(run.log.match(/FAIL .*fails\.check\.js/g)).toHaveLength(1);
  });
});
