import { chromium } from 'playwright-core';
import { newSlowedPhonePage, SLOWED_PHONE } from '../test/e2e/support/slowed-phone';
import { ensureClientBuilt, startServerProcess } from './support/server-process';
import { median, pageLabel } from './support/issue-pages';
import { CHROMIUM } from './support/chromium-path';

export interface GapFigures {
  page: string;
  /** first contentful paint: the visitor sees the page's text */
  firstTextMs: number;
  /** html[data-interactive]: the app has taken the page over and answers taps */
  answersMs: number;
  gapMs: number;
}

const RUNS = 3;
export const GAP_TARGET_MS = 1500;

/** Records, from the first byte of the document, when the page was first painted with text and when the app took it over. */
const RECORDER = `
  window.__answeredAt = null;
  // the <html> element does not exist yet when this runs: watch the document's whole tree
  new MutationObserver(() => {
    if (document.documentElement && document.documentElement.dataset.interactive === 'true' && window.__answeredAt === null) window.__answeredAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
`;

/**
 * On the slowed phone of issue 16 (4× CPU, 1.6 Mbit/s, 150 ms), how long a visitor looks at a
 * page that does not answer yet: from its first text to the app taking it over, for `/`,
 * `/login` and a booking page (median of three cold loads each).
 */
export async function measureSlowedPhoneGap(): Promise<GapFigures[]> {
  ensureClientBuilt();
  const server = await startServerProcess();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
    const pages = ['/', '/login', `/reservation/${types.data[1]._id}`];
    const figures: GapFigures[] = [];
    for (const path of pages) {
      const runs: Array<{ firstText: number; answers: number }> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { context, page } = await newSlowedPhonePage(browser);
        await page.addInitScript(RECORDER);
        await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => (window as unknown as { __answeredAt: number | null }).__answeredAt !== null, undefined, {
          timeout: 60000,
        });
        runs.push(
          await page.evaluate(() => ({
            firstText: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            answers: (window as unknown as { __answeredAt: number }).__answeredAt,
          })),
        );
        await context.close();
      }
      const firstTextMs = Math.round(median(runs.map((r) => r.firstText)));
      const answersMs = Math.round(median(runs.map((r) => r.answers)));
      figures.push({
        page: pageLabel(path),
        firstTextMs,
        answersMs,
        gapMs: Math.round(median(runs.map((r) => r.answers - r.firstText))),
      });
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printSlowedPhoneGap(rows: GapFigures[]): void {
  console.log(
    `\nSlowed phone (${SLOWED_PHONE.cpuSlowdown}× CPU, ${SLOWED_PHONE.downloadBitsPerSecond / 1e6} Mbit/s, ${SLOWED_PHONE.latencyMs} ms): first text → page answers (target: gap under ${GAP_TARGET_MS} ms)`,
  );
  console.table(rows.map((row) => ({ ...row, withinTarget: row.gapMs < GAP_TARGET_MS })));
}
