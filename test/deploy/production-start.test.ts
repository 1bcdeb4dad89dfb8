import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PAGE_IDS, PAGE_ROUTES } from '../../src/core/contracts/pages/page-routes';
import { copyFromContext, readRunStage } from './run-stage';

/*
 * docker build is not available here: this builds the image's run stage by hand from the
 * Dockerfile's own COPY lines (the build context's files as they are, the runtime-deps stage as
 * `npm ci --omit=dev`, the build stage's dist/ as a production webpack build), starts the
 * image's CMD on a fresh embedded database and asks for every page and a sample of the API.
 */
const ROOT = path.resolve(__dirname, '../..');
const run = readRunStage(path.join(ROOT, 'Dockerfile'));
jest.setTimeout(240_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exec(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += String(chunk)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${errors.slice(-2000)}`)),
    );
  });
}

async function installRuntimeDeps(appDir: string): Promise<void> {
  const npm = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  await exec('npm', [...npm, '--offline'], { cwd: appDir }).catch(() => exec('npm', [...npm, '--prefer-offline'], { cwd: appDir }));
}

/**
 * The build stage's dist/: the test runner's own production build of these sources when it
 * names one (scripts/test.mjs builds once for every stage), else a production build made here.
 */
function buildStageDist(target: string): Promise<void> {
  const prebuilt = process.env.PREBUILT_CLIENT_DIR;
  if (prebuilt && fs.existsSync(path.join(prebuilt, 'index.html'))) {
    fs.cpSync(prebuilt, target, { recursive: true });
    return Promise.resolve();
  }
  return exec(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: ROOT,
    env: { BUILD_DIR: target },
  });
}

describe("the production start from the image's run stage", () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-image-'));
  const dataDir = path.join(appDir, 'data');
  let server: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    const stages: Promise<void>[] = [];
    for (const copy of run.copies) {
      if (copy.fromStage === null) copyFromContext(copy, ROOT, appDir);
      else if (copy.fromStage === 'runtime-deps' && copy.sources.join() === '/app/node_modules') stages.push(Promise.resolve());
      else if (copy.fromStage === 'build' && copy.sources.join() === '/app/dist') stages.push(buildStageDist(path.join(appDir, 'dist')));
      else throw new Error(`the test does not know how to make ${copy.sources.join(' ')} from stage ${copy.fromStage}`);
    }
    // npm ci needs package.json and the lock, which the context's COPY lines just brought
    stages.push(installRuntimeDeps(appDir));
    await Promise.all(stages);

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const [command, ...args] = run.command;
    expect(command).toBe('node');
    server = spawn(process.execPath, args, {
      cwd: appDir,
      env: {
        PATH: process.env.PATH ?? '',
        ...run.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ALLOW_SANDBOX_PAYMENTS: 'true',
        AUTH_SECRET: 'a'.repeat(64),
        SEED_DEMO_CONTENT: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${url}/api/health/ready`).then(
        (answer) => answer.status,
        () => 0,
      );
      if (ready === 200) break;
      if (tries > 300 || server.exitCode !== null) throw new Error(`the server did not become ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('runs as a non-root user in production mode with only run-time packages: no webpack, React or test tools', () => {
    expect(run.user).toBe('node');
    expect(run.env.NODE_ENV).toBe('production');
    for (const buildOnly of ['webpack', 'webpack-cli', 'react', 'styled-components', 'babel-loader', 'jest'])
      expect(fs.existsSync(path.join(appDir, 'node_modules', buildOnly))).toBe(false);
    expect(fs.existsSync(path.join(appDir, 'node_modules', 'fastify'))).toBe(true);
  });

  /** pages whose answer to someone not signed in is the same 404 as a missing one */
  const PRIVATE_PAGES = new Set<string>(['report', 'reportVersion']);

  it('serves every page of the site and a sample of the API', async () => {
    const { data: types } = (await (await fetch(`${url}/api/reservationtypes`)).json()) as { data: { _id: string }[] };
    const { posts } = (await (await fetch(`${url}/api/post/getposts`)).json()) as { posts: { _id: string; slug: string }[] };
    const values: Record<string, string> = { id: types[0]._id, postSlug: posts[0].slug, postId: posts[0]._id };
    for (const id of PAGE_IDS) {
      const address = PAGE_ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'none'));
      const answer = await fetch(`${url}${address}`);
      // a session report answers only its customer and the consultant: a stranger gets the site's 404 page
      const status = PRIVATE_PAGES.has(id) ? 404 : 200;
      expect({ address, status: answer.status }).toEqual({ address, status });
      expect(await answer.text()).toContain('<html');
    }
    for (const api of [
      '/api/health',
      '/api/health/live',
      '/api/reservationtypes',
      `/api/reservationtypes/${values.id}`,
      '/api/post/getposts',
      '/api/postcategory/getAllCategories',
    ]) {
      const answer = await fetch(`${url}${api}`);
      expect({ api, status: answer.status }).toEqual({ api, status: 200 });
    }
  });

  it('serves the built scripts and no source maps: none were built, and the server refuses the address', async () => {
    const files = fs.readdirSync(path.join(appDir, 'dist'), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const script = files.find((file) => /^assets[/\\].+\.js$/.test(file))!;
    expect((await fetch(`${url}/${script}`)).status).toBe(200);
    fs.writeFileSync(path.join(appDir, 'dist', `${script}.map`), '{}');
    expect((await fetch(`${url}/${script}.map`)).status).toBe(404);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start in production without a built client, saying to build first', () => {
    const [, ...args] = run.command;
    const refused = spawnSync(process.execPath, args, {
      cwd: appDir,
      env: {
        PATH: process.env.PATH ?? '',
        ...run.env,
        CLIENT_DIR: path.join(appDir, 'no-build'),
        DATA_DIR: dataDir,
        ALLOW_SANDBOX_PAYMENTS: 'true',
        AUTH_SECRET: 'a'.repeat(64),
        PORT: '0',
      },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('npm run build');
  });
});
