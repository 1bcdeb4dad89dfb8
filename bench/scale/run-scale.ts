import os from 'node:os';
import { measureBytes } from './scale-bytes';
import { keysOf } from './scale-keys';
import { measureReads } from './scale-reads';
import type { ScaleFigures } from './scale-report';
import { measureSearch } from './scale-search';
import { embeddedPair, postgresPair, type ServerPair } from './scale-servers';

async function measurePair(open: () => Promise<ServerPair>): Promise<ScaleFigures> {
  const pair = await open();
  try {
    const keys = { demo: await keysOf(pair.demo.url), scale: await keysOf(pair.scale.url) };
    const load = Math.round(os.loadavg()[0] * 10) / 10;
    const bytes = await measureBytes(pair, keys);
    const reads = await measureReads(pair, keys);
    const search = await measureSearch(pair);
    return { database: pair.database, reads, search, bytes, load };
  } finally {
    await pair.stop();
  }
}

/**
 * A demo server and a scale server (`npm run seed:scale`'s data set) on the embedded database,
 * and with TEST_DATABASE_URL the same on two scratch PostgreSQL databases, measured side by side.
 */
export async function runScale(): Promise<ScaleFigures[]> {
  const figures = [await measurePair(embeddedPair)];
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) figures.push(await measurePair(() => postgresPair(postgres)));
  return figures;
}
