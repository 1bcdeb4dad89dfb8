import { ensureClientBuilt, startServerProcess } from './support/server-process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

export interface LighthouseRow {
  page: string;
  scores: Record<string, number>;
}

/** Lighthouse's mobile audit of the pages the issue names, against the production build. */
export async function runLighthouse(): Promise<LighthouseRow[]> {
  ensureClientBuilt();
  const server = await startServerProcess();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json().catch(() => ({ posts: [] }))) as { posts?: Array<{ slug: string }> };
    const pages = ['/', '/reservations', `/reservation/${types.data[1]?._id ?? ''}`];
    if (posts.posts?.[0]) pages.push(`/post/${encodeURIComponent(posts.posts[0].slug)}`);
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const categories = result?.lhr.categories ?? {};
      rows.push({ page, scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) });
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse (mobile), scores out of 100; targets: performance >= 95, accessibility 100, best practices >= 95, SEO >= 95');
  console.log(['page', ...CATEGORIES].join('\t'));
  for (const row of rows) {
    console.log([row.page, ...CATEGORIES.map((name) => `${row.scores[name]}${row.scores[name] >= TARGETS[name] ? '' : ' (below target)'}`)].join('\t'));
  }
}

if (require.main === module) {
  runLighthouse().then(printLighthouse, (error) => {
    console.error(error);
    process.exit(1);
  });
}
