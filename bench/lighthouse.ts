import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, ROOT, startServerProcess } from './support/server-process';

const LIGHTHOUSE_VERSION = '12.8.2';
const TOOLS_DIR = path.join(ROOT, '.tmp/bench-tools');

/**
 * Lighthouse is only for this benchmark and its dependency tree does not install with `npm ci`
 * on every registry, so it is installed on first use into .tmp/bench-tools.
 */
function lighthouseModules(): { lighthouse: string; chromeLauncher: string } {
  const modules = path.join(TOOLS_DIR, 'node_modules');
  if (!fs.existsSync(path.join(modules, 'lighthouse/package.json'))) {
    fs.mkdirSync(TOOLS_DIR, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR, `lighthouse@${LIGHTHOUSE_VERSION}`], {
      stdio: 'inherit',
    });
  }
  return {
    lighthouse: path.join(modules, 'lighthouse/core/index.js'),
    chromeLauncher: path.join(modules, 'chrome-launcher/dist/index.js'),
  };
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

export interface LighthouseRow {
  page: string;
  scores: Record<string, number>;
  /** the performance metrics behind the score, in ms (CLS unitless) */
  metrics: Record<string, number>;
  /** the audits below a full score, for finding what to fix */
  failing: string[];
  /** why Lighthouse could not score the page at all, when it could not (a crash, a timeout) */
  runtimeError?: string;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
    runtimeError?: { code: string; message: string };
  };
}

/** Lighthouse's mobile audit of the pages the issue names, against the production build. */
export async function runLighthouse(): Promise<LighthouseRow[]> {
  ensureClientBuilt();
  const server = await startServerProcess();
  const modules = lighthouseModules();
  const { default: lighthouse } = await import(modules.lighthouse);
  const chromeLauncher = await import(modules.chromeLauncher);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json().catch(() => ({ posts: [] }))) as {
      posts?: Array<{ slug: string }>;
    };
    const pages = ['/', '/reservations', `/reservation/${types.data[1]?._id ?? ''}`];
    if (posts.posts?.[0]) pages.push(`/post/${encodeURIComponent(posts.posts[0].slug)}`);
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const result: LighthouseResult | undefined = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const failing = Object.values(categories).flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id),
      );
      rows.push({
        page,
        scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(Object.entries(METRICS).map(([short, id]) => [short, audits[id]?.numericValue ?? NaN])),
        failing,
        runtimeError: result?.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : undefined,
      });
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
    console.log(
      [row.page, ...CATEGORIES.map((name) => `${row.scores[name]}${row.scores[name] >= TARGETS[name] ? '' : ' (below target)'}`)].join(
        '\t',
      ),
    );
  }
  for (const row of rows) {
    const metrics = Object.entries(row.metrics).map(([name, value]) =>
      name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`,
    );
    console.log(`  ${row.page}: ${metrics.join(', ')}${row.failing.length ? `; below 0.9: ${row.failing.join(', ')}` : ''}`);
    if (row.runtimeError) console.log(`    Lighthouse could not score it: ${row.runtimeError}`);
  }
}

if (require.main === module) {
  runLighthouse().then(printLighthouse, (error) => {
    console.error(error);
    process.exit(1);
  });
}
