import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { composeServer } from './composition-root';
import { buildApp } from './app';
import { startJobs } from './jobs/start-jobs';
import { gracefulShutdown } from './http/graceful-shutdown';
import { announceSetupAddress } from './modules/account';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // production start never builds: the image (or `npm run build`) made the client beforehand
  if (config.production && !fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    process.stderr.write(
      `Configuration error: CLIENT_DIR: no built client at ${config.clientDir} (index.html is missing); run \`npm run build\` first, production start does not build\n`,
    );
    process.exit(1);
  }

  let composed;
  try {
    composed = await composeServer(config, () => app.log);
  } catch (error) {
    const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
    process.stderr.write(`Database error (${where}): ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { deps, db } = composed;

  const app = await buildApp(deps);
  const jobs = startJobs(deps, app.log);
  const shutdown = gracefulShutdown({ app, jobs, db });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(
      signal,
      () =>
        void shutdown(signal).then(
          () => process.exit(0),
          () => process.exit(1),
        ),
    );
  }

  // before the server answers, so whoever waits for it finds the line already written; a database that fails here still leaves the site serving
  await announceSetupAddress(deps, app.log).catch((error: unknown) => app.log.error({ err: error }, 'no set-up address could be made'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${config.port} is already in use`
        : code === 'EACCES'
          ? `no permission to listen on port ${config.port}`
          : String(error);
    process.stderr.write(`Configuration error: PORT: ${reason}\n`);
    await db.destroy();
    process.exit(1);
  }
}

void main();
