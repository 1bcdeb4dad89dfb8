import os from 'node:os';
import type { BytesFigures } from './scale-bytes';
import type { ReadFigures } from './scale-reads';
import type { SearchFigures } from './scale-search';
import { COLD_REQUESTS, HOT_SECONDS } from './scale-measure';

/** One database's figures: demo against scale, side by side. */
export interface ScaleFigures {
  database: string;
  reads: ReadFigures[];
  search: SearchFigures[];
  bytes: BytesFigures[];
  /** the machine's one-minute load average when the measuring began */
  load: number;
}

const P99_WITHIN = 2;
const PROBE_P99_MS = 20;
const BYTES_WITHIN = 1.2;

const ratio = (scale: number, demo: number) => Math.round((scale / Math.max(demo, 0.001)) * 100) / 100;
const mark = (met: boolean) => (met ? 'met' : 'NOT met');

interface Goal {
  goal: string;
  figure: string;
  met: string;
}

function printReads(reads: ReadFigures[], goals: Goal[]): void {
  console.log(`\nPublic reads: hot = the same key for ${HOT_SECONDS} s, cold = ${COLD_REQUESTS} never-asked keys; 20 connections (ms)`);
  console.table(
    reads.map((read) => {
      const met = read.scale.p99 <= P99_WITHIN * Math.max(read.demo.p99, 1);
      goals.push({
        goal: `${read.route} ${read.kind}: p99 ≤ ${P99_WITHIN}× demo`,
        figure: `${read.scale.p99} vs ${read.demo.p99} ms`,
        met: mark(met),
      });
      return {
        route: read.route,
        kind: read.kind,
        'demo p50/p99': `${read.demo.p50}/${read.demo.p99}`,
        'scale p50/p99': `${read.scale.p50}/${read.scale.p99}`,
        'demo req/s': read.demo.perSecond,
        'scale req/s': read.scale.perSecond,
        'p99 ratio': ratio(read.scale.p99, read.demo.p99),
        failed: read.demo.failed + read.scale.failed,
        goal: `≤ ${P99_WITHIN}×`,
        met: mark(met),
      };
    }),
  );
}

function printSearch(search: SearchFigures[], goals: Goal[]): void {
  console.log(
    `\nUncached searches, 5 connections for ${HOT_SECONDS} s, with a bare GET /api/health probe asked one after another beside them (ms)`,
  );
  console.table(
    search.map((row) => {
      const met = row.scale.probeP99 < PROBE_P99_MS;
      goals.push({
        goal: `probe p99 < ${PROBE_P99_MS} ms during ${row.words}-word searches (scale)`,
        figure: `${row.scale.probeP99} ms (demo ${row.demo.probeP99})`,
        met: mark(met),
      });
      const searchMet = row.scale.p99 <= P99_WITHIN * Math.max(row.demo.p99, 1);
      goals.push({
        goal: `search (${row.words} words) p99 ≤ ${P99_WITHIN}× demo`,
        figure: `${row.scale.p99} vs ${row.demo.p99} ms`,
        met: mark(searchMet),
      });
      return {
        words: row.words,
        'demo p50/p99': `${row.demo.p50}/${row.demo.p99}`,
        'scale p50/p99': `${row.scale.p50}/${row.scale.p99}`,
        'demo req/s': row.demo.perSecond,
        'scale req/s': row.scale.perSecond,
        'probe demo p50/p99': `${row.demo.probeP50}/${row.demo.probeP99}`,
        'probe scale p50/p99': `${row.scale.probeP50}/${row.scale.probeP99}`,
        'probe goal': `p99 < ${PROBE_P99_MS}`,
        met: mark(met),
        failed: row.demo.failed + row.scale.failed,
      };
    }),
  );
}

function printBytes(bytes: BytesFigures[], goals: Goal[]): void {
  console.log('\nBytes sent gzipped (accept-encoding: gzip)');
  console.table(
    bytes.map((row) => {
      const met = row.scale <= BYTES_WITHIN * row.demo;
      if (row.bounded)
        goals.push({ goal: `${row.route} bytes ≤ ${BYTES_WITHIN}× demo`, figure: `${row.scale} vs ${row.demo} B`, met: mark(met) });
      return {
        route: row.route,
        demo: row.demo,
        scale: row.scale,
        ratio: ratio(row.scale, row.demo),
        goal: row.bounded ? `≤ ${BYTES_WITHIN}×` : '',
        met: row.bounded ? mark(met) : '',
      };
    }),
  );
}

/** Each database's three tables, then one table of every goal, met or not. */
export function printScale(runs: ScaleFigures[]): void {
  for (const run of runs) {
    console.log(`\n=== Scale against demo data on ${run.database} (${os.cpus().length} cores, load average ${run.load} as it began) ===`);
    const goals: Goal[] = [];
    printReads(run.reads, goals);
    printSearch(run.search, goals);
    printBytes(run.bytes, goals);
    console.log(`\nGoals on ${run.database}: ${goals.filter((goal) => goal.met === 'met').length} of ${goals.length} met`);
    console.table(goals);
  }
}
