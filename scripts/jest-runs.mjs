// One jest run of scripts/test.mjs, in the background, its output kept in files so that two run
// side by side; and its results read back.
//
// jest runs its test files in a worker process, never in its own (jest.config.js's
// workerIdleMemoryLimit): when the runtime itself aborts while a file runs, as Node 24's V8 has
// done on the embedded database's thread (a CHECK failure, the process ended by SIGTRAP), that
// file fails with the signal named and the run goes on. Such a file is run once more on its own,
// and its second result is the one counted; the run's output says which files were run again and
// why. A file that fails its assertions is never run again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The embedded database's WebAssembly runs on its first compiler only, as the server does (see
// the README's quick start): Node 24's V8 aborted the whole run once in its wasm code registry.
// jest's worker processes inherit the flag.
const V8_FLAGS = ['--no-wasm-tier-up'];

/** what jest-worker says when a worker process was ended by a signal: the runtime aborted, or the machine killed it */
const ENDED_BY_SIGNAL = /jest worker process \(pid=\d+\) was terminated by another process: signal=(SIG[A-Z]+)/;

const slug = (label) => label.replace(/\W+/g, '-');

/** Starts jest and resolves when it ends, with where its output went and how it ended. */
function startJest({ root, resultsDir, jestBin, nodeOptions }, label, args, env, node) {
  const outputFile = path.join(resultsDir, `${slug(label)}.json`);
  const logFile = path.join(resultsDir, `${slug(label)}.log`);
  fs.rmSync(outputFile, { force: true });
  const log = fs.openSync(logFile, 'w');
  const at = Date.now();
  const child = spawn(node, [...V8_FLAGS, jestBin, '--json', `--outputFile=${outputFile}`, ...args], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_OPTIONS: nodeOptions, ...env },
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      fs.closeSync(log);
      const report = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : null;
      resolve({
        log: fs.readFileSync(logFile, 'utf8'),
        report,
        status: code ?? (signal ? 1 : 0),
        ended: signal ? `signal ${signal}` : `exit ${code}`,
        ms: Date.now() - at,
      });
    });
  });
}

/** the files of a report whose worker process a signal ended, with the signal */
function filesEndedBySignal(report) {
  return report.testResults.flatMap((suite) => {
    const signal = suite.status === 'failed' ? ENDED_BY_SIGNAL.exec(suite.message ?? '')?.[1] : undefined;
    return signal ? [{ file: suite.name, signal }] : [];
  });
}

/**
 * A run's counts, from its files' results: each test passed, failed or pending, and a file that
 * failed before any of its tests ran counted as one failure.
 */
export function countResults(report) {
  const counts = { passed: 0, failed: 0, pending: 0, total: 0 };
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      counts.total += 1;
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.pending += 1;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) counts.failed += 1;
  }
  return counts;
}

/**
 * Runs jest, and once more the files whose worker a signal ended. Resolves with the run's log
 * (and the second run's), its report with the second run's results in place of the first's for
 * those files, how it ended and how long it took.
 */
export async function runJest(paths, { label, args, env = {}, node = process.execPath }) {
  const first = await startJest(paths, label, args, env, node);
  const ended = first.report ? filesEndedBySignal(first.report) : [];
  if (ended.length === 0) return first;
  const again = ended.map(({ file }) => file);
  const notice = `\n--- run again on their own, their worker process having been ended by a signal (the runtime aborted, or the machine killed it): ${ended
    .map(({ file, signal }) => `${path.relative(paths.root, file)} (${signal})`)
    .join(', ')}\n`;
  const withoutShard = args.filter((arg) => !arg.startsWith('--shard='));
  const second = await startJest(paths, `${label} run again`, [...withoutShard, '--runTestsByPath', ...again], env, node);
  const report = second.report && {
    ...first.report,
    testResults: [...first.report.testResults.filter((suite) => !again.includes(suite.name)), ...second.report.testResults],
  };
  return {
    log: `${first.log}${notice}${second.log}`,
    report,
    // jest's exit code with these files' first results left out: the second run's, and a failure left in the first
    status: report && second.status === 0 && countResults(report).failed === 0 ? 0 : 1,
    ended: second.ended,
    ms: first.ms + second.ms,
  };
}
