import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { composeServer } from './composition-root';
import { buildApp } from './app';
import { startJobs } from './jobs/start-jobs';

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

  let composed;
  try {
    composed = await composeServer(config);
  } catch (error) {
    const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
    process.stderr.write(`Database error (${where}): ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { deps, db } = composed;

  const app = await buildApp(deps);
  const jobs = startJobs(deps, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await jobs.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? `port ${config.port} is already in use` : code === 'EACCES' ? `no permission to listen on port ${config.port}` : String(error);
    process.stderr.write(`Configuration error: PORT: ${reason}\n`);
    await db.destroy();
    process.exit(1);
  }
}

void main();
