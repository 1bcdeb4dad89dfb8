/**
 * The pages issue 31 measures on the demo site: `/`, `/reservations`, the second consultation
 * type's booking page and the newest article (left out when there is none).
 */
export async function issuePages(baseUrl: string): Promise<string[]> {
  const types = (await (await fetch(`${baseUrl}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
  const posts = (await (await fetch(`${baseUrl}/api/post/getposts?limit=1`)).json().catch(() => ({ posts: [] }))) as {
    posts?: Array<{ slug: string }>;
  };
  const pages = ['/', '/reservations', `/reservation/${types.data[1]?._id ?? ''}`];
  if (posts.posts?.[0]) pages.push(`/post/${encodeURIComponent(posts.posts[0].slug)}`);
  return pages;
}

/** The middle one of a page's runs (the upper middle of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over a page's runs, rounded to the millisecond. */
export function medianFigures<K extends string>(runs: Array<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(runs[0]) as K[];
  return Object.fromEntries(keys.map((key) => [key, Math.round(median(runs.map((run) => run[key])))])) as Record<K, number>;
}

/** A page's address as a table names it: a booking page and an article by their pattern, not their id or slug. */
export const pageLabel = (path: string): string =>
  path.startsWith('/reservation/') ? '/reservation/{id}' : path.startsWith('/post/') ? '/post/{slug}' : path;
