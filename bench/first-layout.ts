import { chromium } from 'playwright-core';
import { ensureClientBuilt, startServerProcess } from './support/server-process';
import { issuePages, medianFigures, pageLabel } from './support/issue-pages';
import { CHROMIUM } from './support/chromium-path';

export interface FirstLayoutFigures {
  page: string;
  /** the page's first layout, in the system's font: the task the first paint waits for */
  firstLayoutMs: number;
  /** of which Chromium spent finding fonts: each family, size and weight, and a font for each character the first lacks */
  fontLookupMs: number;
  /** of those lookups, how many asked for a font for one character the page's fonts lack (src/ui/theme/text-font.ts) */
  characterFallbacks: number;
  /** every layout until the page has been taken over and its font has arrived */
  allLayoutsMs: number;
  /** the first contentful paint */
  firstPaintMs: number;
}

/** how many cold starts of the browser each page's figures are the median of (FIRST_LAYOUT_RUNS) */
const RUNS = Math.max(1, Number(process.env.FIRST_LAYOUT_RUNS) || 5);
/** Chromium's trace events of a font lookup: on Linux the renderer asks the browser process, which asks fontconfig */
const FONT_LOOKUPS = new Set([
  'FontCache::GetFontPlatformData',
  'FontCache::FallbackFontForCharacter',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** the time covered by at least one of the intervals (font lookups nest inside each other) */
function covered(intervals: Array<[number, number]>): number {
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

function figuresOf(events: TraceEvent[]): Omit<FirstLayoutFigures, 'page'> {
  const layouts = events.filter((event) => event.name === 'Layout' && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const first = layouts.find((event) => (event.dur ?? 0) > 1000) ?? layouts[0];
  const within = (event: TraceEvent) =>
    event.pid === first.pid &&
    event.tid === first.tid &&
    event.ts >= first.ts &&
    event.ts + (event.dur ?? 0) <= first.ts + (first.dur ?? 0);
  const lookups = events.filter((event) => FONT_LOOKUPS.has(event.name) && event.ph === 'X' && within(event));
  const navigationStart = events.find((event) => event.name === 'navigationStart')?.ts ?? first.ts;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? first.ts;
  return {
    firstLayoutMs: (first.dur ?? 0) / 1000,
    fontLookupMs: covered(lookups.map((event) => [event.ts, event.ts + (event.dur ?? 0)])) / 1000,
    characterFallbacks: lookups.filter((event) => event.name === 'FontCache::FallbackFontForCharacter').length,
    allLayoutsMs: layouts.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    firstPaintMs: (firstPaint - navigationStart) / 1000,
  };
}

/**
 * Where the first paint's time goes on this machine: each page loaded in a browser started
 * afresh (as Lighthouse starts one), its trace read for the first layout and for the font lookups
 * inside it. No CPU slowdown: these are this machine's own milliseconds, which Lighthouse's
 * simulated phone counts twice for a layout.
 */
export async function measureFirstLayout(): Promise<FirstLayoutFigures[]> {
  ensureClientBuilt();
  const server = await startServerProcess();
  try {
    const pages = await issuePages(server.url);
    const figures: FirstLayoutFigures[] = [];
    for (const path of pages) {
      const runs: Array<Omit<FirstLayoutFigures, 'page'>> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
        try {
          const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
          await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'fonts', 'disabled-by-default-fonts'] });
          await page.goto(`${server.url}${path}`);
          await page.waitForSelector('html[data-interactive]', { timeout: 60000 });
          await page.waitForFunction(() => [...document.fonts].some((font) => font.status === 'loaded'), undefined, { timeout: 60000 });
          await page.waitForTimeout(500);
          runs.push(figuresOf(JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[]));
        } finally {
          await browser.close();
        }
      }
      figures.push({ page: pageLabel(path), ...medianFigures(runs) });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printFirstLayout(rows: FirstLayoutFigures[]): void {
  console.log(
    `\nThe first layout, in a browser started afresh (median of ${RUNS}; this machine's own milliseconds, no slowdown): how much of it is finding fonts`,
  );
  console.table(rows);
}
