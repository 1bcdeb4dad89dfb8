// Lints the Dockerfile and compose.yaml with whichever linters this machine has, installing none
// into the project: hadolint when it is on the PATH, and two npm linters when npx has them in its
// own cache (`npm run lint:docker -- --fetch` lets npx fetch them there first). A linter that is
// not present is named and skipped; the exit code is non-zero only when one that ran found errors.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fetchMissing = process.argv.includes('--fetch');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npxFlag = fetchMissing ? '--yes' : '--no-install';

/** each linter: how to tell it is here, and how to run it on its file */
const LINTERS = [
  { name: 'hadolint', probe: ['hadolint', '--version'], run: ['hadolint', 'Dockerfile'] },
  {
    name: 'dockerfile-utils',
    probe: [npx, npxFlag, 'dockerfile-utils@0.16.3', '--help'],
    run: [npx, npxFlag, 'dockerfile-utils@0.16.3', 'lint', 'Dockerfile'],
  },
  { name: 'dclint', probe: [npx, npxFlag, 'dclint@3.1.0', '--version'], run: [npx, npxFlag, 'dclint@3.1.0', 'compose.yaml'] },
];

const quiet = { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, npm_config_update_notifier: 'false' } };
let ran = 0;
let failed = 0;
for (const linter of LINTERS) {
  const [command, ...args] = linter.probe;
  const probe = spawnSync(command, args, quiet);
  if (probe.error || probe.status !== 0) {
    console.log(`lint:docker: ${linter.name} is not on this machine; skipped`);
    continue;
  }
  const [runCommand, ...runArgs] = linter.run;
  const result = spawnSync(runCommand, runArgs, { cwd: ROOT, stdio: 'inherit', timeout: 120_000 });
  ran += 1;
  if (result.status !== 0) failed += 1;
  console.log(`lint:docker: ${linter.name} ${result.status === 0 ? 'found no errors' : 'found errors'}`);
}
if (ran === 0)
  console.log('lint:docker: no Docker linter here (hadolint, or `npm run lint:docker -- --fetch` for the npm ones); nothing checked');
process.exit(failed > 0 ? 1 : 0);
