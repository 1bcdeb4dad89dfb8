#!/usr/bin/env node
// Runs every test, each stage timed:
//   type check, formatting and lint, side by side at a low priority, beside everything else;
//   the client's production build, made once (the browser tests and the image's start test use it);
//   these jest runs, two at a time on a two-core machine, each printed when it ends (what needs
//     no build beside the build, the rest after it):
//     the server suite on PostgreSQL (TEST_DATABASE_URL), but for the files that reach no database;
//     the browser tests;
//     the whole unit, view, render and server suite on the Node that runs this script, in two halves;
//     the image's start test (the deploy project) on that Node;
//     a smoke subset on the Node binary SMOKE_NODE names (CI: this machine's Node 20 beside the
//       active LTS): the server starts, migrates, books, pays and serves every page.
// Ends with "N passed, N failed" and a non-zero exit when anything failed or the browser tests did not run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { databaseFreeTests } from './database-free-tests.mjs';
import { countResults, runJest } from './jest-runs.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' ');
const jestPaths = { root, resultsDir, jestBin, nodeOptions };
const started = Date.now();

let passed = 0;
let failed = 0;
const problems = [];
const stageTimes = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function timed(label, ms) {
  stageTimes.push({ label, ms });
  console.log(`--- ${label}: ${seconds(ms)}`);
}

/** how much of a run's log is printed again at the end when the run left no result */
const LAST_LINES_OF_A_LOST_RUN = 25;

/** Prints a finished run's output and counts its results. */
function reportJest(label, { log, report, status, ended, ms }) {
  console.log(`\n=== ${label} ===`);
  process.stdout.write(log);
  timed(label, ms);
  if (!report) {
    failed += 1;
    // its last lines again at the end, where a reader of the run's tail finds them
    const lastLines = log.trimEnd().split('\n').slice(-LAST_LINES_OF_A_LOST_RUN).join('\n  ');
    problems.push(`${label}: jest produced no result (it ended with ${ended}); its log ended:\n  ${lastLines}`);
    return { total: 0, pending: 0 };
  }
  const counts = countResults(report);
  passed += counts.passed;
  failed += counts.failed;
  if (status !== 0) problems.push(`${label}: exit ${status}`);
  const slowest = report.testResults
    .map((suite) => ({ file: path.relative(root, suite.name), ms: suite.endTime - suite.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(`slowest files: ${slowest.map(({ file, ms }) => `${file} ${seconds(ms)}`).join(', ')}`);
  return counts;
}

function newestMtime(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }, 0);
}

/**
 * The production build in dist/, made when missing or older than the sources (as npm start does).
 * It runs beside the static checks (its output printed when it ends): webpack leaves a core idle
 * part of the time, and the checks fill it.
 */
async function buildClient() {
  const index = path.join(root, 'dist/index.html');
  const sourcesAt = Math.max(newestMtime(path.join(root, 'src')), fs.statSync(path.join(root, 'webpack.config.ts')).mtimeMs);
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sourcesAt) return true;
  const build = await runQuietly('client build (production, once for every stage)', process.execPath, [
    path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
    '--mode',
    'production',
  ]);
  console.log(`\n=== ${build.label} ===`);
  process.stdout.write(build.output);
  timed(build.label, build.ms);
  return build.status === 0;
}

// What the runtime beside the main one must still do: start the server and run the migrations,
// book, pay, and serve every page (the last both from the sources and as the image starts it).
const SMOKE_TESTS = [
  'test/server/foundation.test.ts',
  'test/server/payments/initiate-and-bank-page.test.ts',
  'test/server/payments/verify.test.ts',
  'test/server/pages/server-rendered-pages.test.ts',
  'test/deploy/production-start.test.ts',
];

/** what the linter reads: every folder the project writes code in */
const LINTED = ['src', 'server', 'test', 'bench', 'scripts', 'build'];

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

/**
 * Sets a child's scheduling priority (nice value) before it starts its own workers, which inherit
 * it: a command at a higher value takes the CPU the others leave idle rather than slowing them.
 */
function lowerPriority(child, niceness) {
  if (niceness === 0 || !child.pid) return;
  try {
    os.setPriority(child.pid, niceness);
  } catch {
    // not allowed here: it runs at the usual priority
  }
}

/** A command in the background, its output kept and printed when it ends: the static checks run side by side. */
function runQuietly(label, command, args, niceness = 0) {
  const at = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: nodeOptions } });
  lowerPriority(child, niceness);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ label, output, status: code ?? 1, ms: Date.now() - at })));
}

// The static checks, side by side: the types; the formatting (Prettier); the linter (ESLint with
// the type-aware promise and switch rules, the rules of hooks and the accessibility rules). They
// run at a low priority (nice 10) from the start, beside the build and the first jest runs: they
// take the CPU that the browser tests and the PostgreSQL suite leave idle while they wait for
// pages and processes, instead of holding the jest runs back until they end.
const CHECKS_NICENESS = 10;
const needsBuild = wants('unit') || wants('e2e') || wants('smoke');
const building = needsBuild ? buildClient() : Promise.resolve(true);
const checks = [];
const bin = (name) => path.join(root, 'node_modules', name);
if (wants('typecheck'))
  checks.push(runQuietly('type check', process.execPath, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], CHECKS_NICENESS));
if (wants('lint')) {
  checks.push(
    runQuietly(
      'formatting (prettier --check)',
      process.execPath,
      [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'],
      CHECKS_NICENESS,
    ),
  );
  checks.push(runQuietly('lint (eslint)', process.execPath, [bin('eslint/bin/eslint.js'), ...LINTED], CHECKS_NICENESS));
}
const checked = Promise.all(
  checks.map((running) =>
    running.then((check) => {
      console.log(`\n=== ${check.label} ===`);
      process.stdout.write(check.output);
      timed(check.label, check.ms);
      if (check.status === 0) passed += 1;
      else {
        failed += 1;
        problems.push(`${check.label} failed`);
      }
    }),
  ),
);

/** the build's result, counted once; the runs that need it wait for it */
const builtOnce = building.then((built) => {
  if (!built) {
    failed += 1;
    problems.push('the client did not build');
  }
  return built;
});

const version = spawnSync(process.execPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const smokeVersion = process.env.SMOKE_NODE ? spawnSync(process.env.SMOKE_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim() : null;

// The jest runs below share the machine: at most JOBS at once (two on a two-core machine, each
// with its own jest worker; a third, tried, made the view tests time out), the longest first, the
// next starting as soon as one ends, each printed when it ends. While the client builds, one lane
// holds the build and the others run what needs none (the PostgreSQL suite); the browser tests
// and the image's start test wait for it. The embedded suite is cut in two halves (jest --shard)
// so that no lane idles at the end.
const JOBS = Math.max(2, Math.min(4, Math.floor(os.availableParallelism() / 2)));
const EMBEDDED_SHARDS = 2;
const jobs = [];
if (wants('postgres') && process.env.TEST_DATABASE_URL) {
  // what never reaches a database runs the same code on both: the embedded run has it
  const databaseFree = databaseFreeTests(root).map((file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  jobs.push({
    label: `server tests on Node ${version} (PostgreSQL; the ${databaseFree.length} files that reach no database run in the embedded run only)`,
    args: ['--selectProjects', 'server', '--testPathIgnorePatterns', '/node_modules/', ...databaseFree],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
} else if (wants('postgres') && process.env.CI) {
  failed += 1;
  problems.push('TEST_DATABASE_URL is not set: the server tests did not run on PostgreSQL');
}
if (wants('e2e'))
  jobs.push({
    label: 'browser tests',
    args: ['--config', 'jest.e2e.config.js'],
    env: { TEST_DATABASE_URL: '' },
    browser: true,
    usesBuild: true,
  });
if (wants('unit')) {
  for (let shard = 1; shard <= EMBEDDED_SHARDS; shard += 1) {
    jobs.push({
      label: `unit, view, render and server tests on Node ${version} (embedded database), half ${shard} of ${EMBEDDED_SHARDS}`,
      args: [`--shard=${shard}/${EMBEDDED_SHARDS}`, '--selectProjects', 'core', 'ui', 'render', 'server'],
      env: { TEST_DATABASE_URL: '' },
    });
  }
  jobs.push({
    label: `the image's start test on Node ${version}`,
    args: ['--selectProjects', 'deploy'],
    env: { TEST_DATABASE_URL: '' },
    usesBuild: true,
  });
}
// SMOKE_NODE names another Node binary (CI: this machine's Node 20 beside the active LTS).
if (wants('smoke') && smokeVersion) {
  jobs.push({
    label: `smoke tests on Node ${smokeVersion}`,
    args: ['--runTestsByPath', ...SMOKE_TESTS],
    env: { TEST_DATABASE_URL: '' },
    node: process.env.SMOKE_NODE,
    usesBuild: true,
  });
}

/** a job's environment once what it needs is there: the image's start test copies the build instead of making its own */
async function ready(job) {
  if (!job.usesBuild) return job.env;
  const built = await builtOnce;
  return built ? { ...job.env, PREBUILT_CLIENT_DIR: path.join(root, 'dist') } : job.env;
}

if (jobs.length > 0) {
  // the ES-module-only packages are bundled once here, not by several runs at the same time
  createRequire(import.meta.url)('../test/support/bundle-esm-only-packages.js').bundleEsmOnlyPackages();
  console.log(`\n=== ${jobs.length} jest runs, ${Math.min(JOBS, jobs.length)} at a time (each one's output follows when it ends) ===`);
  const at = Date.now();
  const queue = [...jobs];
  let isBuilt = false;
  void builtOnce.then(() => (isBuilt = true));
  // the first job in the queue this lane can start now: before the build is made, one that needs none
  const next = () => {
    const index = queue.findIndex((job) => isBuilt || !job.usesBuild);
    return index >= 0 ? queue.splice(index, 1)[0] : queue.shift();
  };
  const lane = async (holdsBuild) => {
    if (holdsBuild) await builtOnce;
    for (let job = next(); job; job = next()) {
      const result = reportJest(job.label, await runJest(jestPaths, { ...job, env: await ready(job) }));
      if (job.browser && (result.total === 0 || result.pending > 0)) {
        failed += 1;
        problems.push('browser tests were skipped or none ran');
      }
    }
  };
  const lanes = Math.min(JOBS, jobs.length);
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(needsBuild && index === lanes - 1)));
  timed('the jest runs, wall clock', Date.now() - at);
} else await builtOnce;
await checked;

console.log('\nstage times:');
for (const { label, ms } of stageTimes) console.log(`  ${seconds(ms).padStart(7)}  ${label}`);
console.log(`  ${seconds(Date.now() - started).padStart(7)}  in all`);
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
