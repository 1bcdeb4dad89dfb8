#!/usr/bin/env node
// Runs every test: type check, unit/view/server tests (embedded database), the same again on the
// Node binary SECOND_NODE names when set, the server tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser tests. Ends with
// "N passed, N failed" and a non-zero exit when anything failed or the browser tests did not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' ');

let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions, ...env } });
  return result.status ?? 1;
}

// The embedded database's WebAssembly runs on its first compiler only, as the server does (see
// the README's quick start): Node 24's V8 aborted the whole run once in its wasm code registry.
// jest's worker processes inherit the flag.
const V8_FLAGS = ['--no-wasm-tier-up'];

function jest(label, args, env = {}, node = process.execPath) {
  const outputFile = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(outputFile, { force: true });
  const status = run(label, node, [...V8_FLAGS, jestBin, '--json', `--outputFile=${outputFile}`, ...args], env);
  if (!fs.existsSync(outputFile)) {
    failed += 1;
    problems.push(`${label}: jest produced no result`);
    return { total: 0 };
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  failed += brokenSuites;
  if (status !== 0) problems.push(`${label}: exit ${status}`);
  return { total: report.numTotalTests, pending: report.numPendingTests + report.numTodoTests };
}

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

if (wants('typecheck')) {
  if (run('type check', process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']) === 0) passed += 1;
  else {
    failed += 1;
    problems.push('type check failed');
  }
}

if (wants('unit')) jest('unit, view and server tests (embedded database)', [], { TEST_DATABASE_URL: '' });

// SECOND_NODE names another Node binary (CI: the active LTS beside this machine's Node) to run the same suite on.
if (wants('unit') && process.env.SECOND_NODE) {
  const version = spawnSync(process.env.SECOND_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  jest(`unit, view and server tests on Node ${version}`, [], { TEST_DATABASE_URL: '' }, process.env.SECOND_NODE);
}

if (wants('postgres') && process.env.TEST_DATABASE_URL) {
  jest('server tests (PostgreSQL)', ['--selectProjects', 'server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else if (wants('postgres') && process.env.CI) {
  failed += 1;
  problems.push('TEST_DATABASE_URL is not set: the server tests did not run on PostgreSQL');
}

if (wants('e2e')) {
  const e2e = jest('browser tests', ['--config', 'jest.e2e.config.js', '--runInBand'], { TEST_DATABASE_URL: '' });
  if (e2e.total === 0 || e2e.pending > 0) {
    failed += 1;
    problems.push('browser tests were skipped or none ran');
  }
}

for (const problem of problems) console.log(`problem: ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
