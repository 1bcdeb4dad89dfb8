import { chromium } from 'playwright-core';
import { ensureClientBuilt, startServerProcess } from './support/server-process';
import { issuePages, medianFigures, pageLabel } from './support/issue-pages';
import { CHROMIUM } from './support/chromium-path';

export interface BlockingFigures {
  page: string;
  /** the long tasks' time over 50 ms each, after the first paint, until 3 s after the take-over: what Lighthouse's TBT adds up */
  blockingMs: number;
  /** the longest of those tasks */
  longestTaskMs: number;
  /** html[data-interactive]: the app has taken the page over */
  takenOverMs: number;
}

/** how many cold loads of each page the figures are the median of (BLOCKING_RUNS) */
const RUNS = Math.max(1, Number(process.env.BLOCKING_RUNS) || 7);
/** as Lighthouse's mobile phone: this machine's CPU slowed four times */
const CPU_SLOWDOWN = 4;
/** how long after the take-over tasks are still counted (the parts taken over once the browser is idle) */
const SETTLE_MS = 3000;

/** Records every long task the page's own observer reports, from the first byte of the document. */
const RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * The blocking time of the pages issue 31 names, measured in the browser rather than simulated:
 * Lighthouse records a page on this machine and multiplies its tasks by four, so its TBT moves by
 * half between runs of the same build. Here Chromium itself runs four times slower (DevTools' CPU
 * throttling, no network throttling), and the page's `longtask` observer reports what blocked it.
 */
export async function measureObservedBlocking(): Promise<BlockingFigures[]> {
  ensureClientBuilt();
  const server = await startServerProcess();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const pages = await issuePages(server.url);
    const figures: BlockingFigures[] = [];
    for (const path of pages) {
      const runs: Array<Omit<BlockingFigures, 'page'>> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.addInitScript(RECORDER);
        const devtools = await context.newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector('html[data-interactive]', { timeout: 60000 });
        const takenOverMs = await page.evaluate(() => performance.now());
        await page.waitForTimeout(SETTLE_MS);
        const { tasks, firstPaint } = await page.evaluate(() => ({
          tasks: (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks,
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        const counted = tasks.filter(([start]) => start >= firstPaint).map(([, duration]) => duration);
        runs.push({
          blockingMs: counted.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          longestTaskMs: Math.max(0, ...counted),
          takenOverMs,
        });
        await context.close();
      }
      figures.push({ page: pageLabel(path), ...medianFigures(runs) });
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printObservedBlocking(rows: BlockingFigures[]): void {
  console.log(
    `\nBlocking time in Chromium slowed ${CPU_SLOWDOWN}× (the page's long tasks after its first paint; median of ${RUNS} cold loads; target under 50 ms, issue 31)`,
  );
  console.table(rows);
}
