import { benchSearchWords } from '../../server/seed/scale/persian-corpus';
import { cold, HOT_SECONDS, probe, type Run } from './scale-measure';
import type { ServerPair } from './scale-servers';

const SEARCH_CONNECTIONS = 5;

/** Searches for one set of words under load on one server, with the bare probe's figures beside them. */
export interface SearchRun extends Run {
  probeP50: number;
  probeP99: number;
}

export interface SearchFigures {
  words: 'rare' | 'mid' | 'common';
  demo: SearchRun;
  scale: SearchRun;
}

/** The n-th never-asked search of a set: each word with a page start no earlier request used. */
function searchPath(words: string[], n: number): string {
  const word = words[n % words.length];
  return `/api/post/getposts?searchTerm=${encodeURIComponent(word)}&startIndex=${Math.floor(n / words.length) * 3}`;
}

async function underLoad(baseUrl: string, words: string[]): Promise<SearchRun> {
  const load = cold(baseUrl, (n) => searchPath(words, n), { connections: SEARCH_CONNECTIONS, duration: HOT_SECONDS });
  const [run, bare] = await Promise.all([load, probe(`${baseUrl}/api/health`, load)]);
  return { ...run, probeP50: bare.p50, probeP99: bare.p99 };
}

/** Uncached searches (5 connections) for rare, mid and common words, demo then scale for each set. */
export async function measureSearch(pair: ServerPair): Promise<SearchFigures[]> {
  const sets = benchSearchWords();
  const figures: SearchFigures[] = [];
  for (const words of ['rare', 'mid', 'common'] as const) {
    figures.push({ words, demo: await underLoad(pair.demo.url, sets[words]), scale: await underLoad(pair.scale.url, sets[words]) });
  }
  return figures;
}
