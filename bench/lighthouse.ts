import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt, ROOT, startServerProcess } from './support/server-process';
import { issuePages } from './support/issue-pages';
import { CHROMIUM } from './support/chromium-path';
import { lcpSimulatedPath, type SimulatedStep } from './support/lcp-simulated-path';

const LIGHTHOUSE_VERSION = '12.8.2';
const TOOLS_DIR = path.join(ROOT, '.tmp/bench-tools');

/**
 * Lighthouse is only for this benchmark and its dependency tree does not install with `npm ci`
 * on every registry, so it is installed on first use into .tmp/bench-tools.
 */
function lighthouseModules(): { lighthouse: string; chromeLauncher: string; lanternLcp: string } {
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
    lanternLcp: path.join(modules, 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 100, accessibility: 100, 'best-practices': 95, seo: 95 };

export interface LighthouseRow {
  page: string;
  /** how many runs the figures are the median of */
  runs: number;
  /** the largest paint's element, as Lighthouse names it, and its phases (ms) in the median run */
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
  /** what the simulation put before the largest paint, in the median run (bench/support/lcp-simulated-path.ts) */
  lcpPath?: SimulatedStep[];
  /** the main thread's tasks over 50 ms in the median run: where they start (ms) and how long they took */
  longTasks?: Array<{ url: string; start: number; duration: number }>;
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
    audits: Record<string, { score: number | null; numericValue?: number; title: string; details?: AuditDetails }>;
    runtimeError?: { code: string; message: string };
    configSettings: unknown;
  };
  artifacts?: Record<string, unknown> & { Trace?: unknown };
}

interface AuditDetails {
  type?: string;
  items?: Array<AuditDetails & Record<string, unknown>>;
}

/** how many times each page is audited; the row is the run with the median performance score (LIGHTHOUSE_RUNS) */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** each run's report and trace, for reading where the time went (chrome://tracing or DevTools' Performance panel) */
const REPORTS_DIR = path.join(ROOT, '.tmp/lighthouse');

function lcpOf(audits: LighthouseResult['lhr']['audits']): Pick<LighthouseRow, 'lcpElement' | 'lcpPhases'> {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = (tables[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined) ?? undefined;
  const phases = (tables[1]?.items ?? []) as Array<{ phase?: string; timing?: number }>;
  return {
    lcpElement: element ? `${element.snippet ?? ''} ${element.nodeLabel ? `(${element.nodeLabel.slice(0, 60)})` : ''}`.trim() : undefined,
    lcpPhases: phases.length ? Object.fromEntries(phases.map((row) => [row.phase ?? '?', Math.round(row.timing ?? 0)])) : undefined,
  };
}

function longTasksOf(audits: LighthouseResult['lhr']['audits']): LighthouseRow['longTasks'] {
  const items = (audits['long-tasks']?.details?.items ?? []) as Array<{ url?: string; startTime?: number; duration?: number }>;
  return items.map((task) => ({
    url: (task.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    start: Math.round(task.startTime ?? 0),
    duration: Math.round(task.duration ?? 0),
  }));
}

function median<T>(runs: T[], by: (run: T) => number): T {
  return [...runs].sort((a, b) => by(a) - by(b))[Math.floor((runs.length - 1) / 2)];
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
    const pages = await issuePages(server.url);
    const rows: LighthouseRow[] = [];
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    for (const page of pages) {
      const runs: LighthouseRow[] = [];
      // each run's simulated path, worked out only for the run that stands for the page
      const pathOf = new Map<LighthouseRow, () => Promise<SimulatedStep[]>>();
      for (let run = 1; run <= RUNS; run++) {
        // a run whose trace Lighthouse could not read (NO_NAVSTART now and then) is run again, twice at most
        let result: LighthouseResult | undefined;
        for (let attempt = 0; attempt < 3 && (!result || result.lhr.runtimeError); attempt++) {
          result = await lighthouse(`${server.url}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
        }
        const name = `${page.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run}`;
        if (result) fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(result.lhr));
        if (result?.artifacts?.Trace)
          fs.writeFileSync(path.join(REPORTS_DIR, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
        const categories = result?.lhr.categories ?? {};
        const audits = result?.lhr.audits ?? {};
        const failing = Object.values(categories).flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id),
        );
        const row: LighthouseRow = {
          page,
          runs: RUNS,
          scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])),
          metrics: Object.fromEntries(Object.entries(METRICS).map(([short, id]) => [short, audits[id]?.numericValue ?? NaN])),
          failing,
          ...lcpOf(audits),
          longTasks: longTasksOf(audits),
          runtimeError: result?.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : undefined,
        };
        runs.push(row);
        const { artifacts, lhr } = result ?? {};
        if (artifacts && lhr && !lhr.runtimeError)
          pathOf.set(row, () => lcpSimulatedPath(modules.lanternLcp, artifacts, lhr.configSettings));
      }
      // the run with the median score (ties: the median blocking time) stands for the page
      const chosen = median(runs, (row) => row.scores.performance * 1e6 - row.metrics.TBT);
      chosen.lcpPath = await pathOf.get(chosen)?.();
      rows.push(chosen);
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  const [one, five, fifteen] = os.loadavg();
  console.log(
    `\nLighthouse (mobile), the median of ${rows[0]?.runs ?? RUNS} runs per page, load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}; scores out of 100; targets: performance 100, accessibility 100, best practices >= 95, SEO >= 95`,
  );
  console.log(['page', ...CATEGORIES].join('\t'));
  for (const row of rows) {
    console.log(
      [
        decodeURI(row.page),
        ...CATEGORIES.map((name) => `${row.scores[name]}${row.scores[name] >= TARGETS[name] ? '' : ' (below target)'}`),
      ].join('\t'),
    );
  }
  for (const row of rows) {
    const metrics = Object.entries(row.metrics).map(([name, value]) =>
      name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`,
    );
    console.log(`  ${decodeURI(row.page)}: ${metrics.join(', ')}${row.failing.length ? `; below 0.9: ${row.failing.join(', ')}` : ''}`);
    if (row.lcpElement) console.log(`    largest paint: ${row.lcpElement}`);
    if (row.lcpPhases)
      console.log(
        `    its phases: ${Object.entries(row.lcpPhases)
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(', ')}`,
      );
    if (row.lcpPath?.length)
      console.log(`    what the simulation put before it: ${row.lcpPath.map((step) => `${step.what} (ends ${step.endMs} ms)`).join(', ')}`);
    if (row.longTasks?.length)
      console.log(
        `    long tasks: ${row.longTasks.map((task) => `${task.duration} ms at ${task.start} ms (${task.url || 'no script'})`).join('; ')}`,
      );
    if (row.runtimeError) console.log(`    Lighthouse could not score it: ${row.runtimeError}`);
  }
}

if (require.main === module) {
  runLighthouse().then(printLighthouse, (error) => {
    console.error(error);
    process.exit(1);
  });
}
