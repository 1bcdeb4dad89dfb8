import { cold, hot, type Run } from './scale-measure';
import { PUBLIC_READS, type ServerKeys } from './scale-keys';
import type { ServerPair } from './scale-servers';

/** One read measured on both servers: demo then scale, one right after the other. */
export interface ReadFigures {
  route: string;
  kind: 'hot' | 'cold';
  demo: Run;
  scale: Run;
}

/** Every public read hot (20 connections), then cold (never-asked keys), alternating demo and scale. */
export async function measureReads(pair: ServerPair, keys: { demo: ServerKeys; scale: ServerKeys }): Promise<ReadFigures[]> {
  const figures: ReadFigures[] = [];
  for (const read of PUBLIC_READS) {
    figures.push({
      route: read.route,
      kind: 'hot',
      demo: await hot(pair.demo.url, read.hot(keys.demo)),
      scale: await hot(pair.scale.url, read.hot(keys.scale)),
    });
  }
  for (const read of PUBLIC_READS) {
    const pathOf = read.cold;
    if (!pathOf) continue;
    figures.push({
      route: read.route,
      kind: 'cold',
      demo: await cold(pair.demo.url, (n) => pathOf(keys.demo, n)),
      scale: await cold(pair.scale.url, (n) => pathOf(keys.scale, n)),
    });
  }
  return figures;
}
