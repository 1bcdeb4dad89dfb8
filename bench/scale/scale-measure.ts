import autocannon, { type Result } from 'autocannon';

/** One measured run: latency in ms, throughput, and whatever went wrong. */
export interface Run {
  p50: number;
  p99: number;
  perSecond: number;
  failed: number;
}

export const HOT_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
export const COLD_REQUESTS = Number(process.env.BENCH_SCALE_COLD ?? 400);

function runOf(result: Result): Run {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: Math.round(result.requests.average),
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** The same path again and again. */
export async function hot(baseUrl: string, path: string, connections = 20): Promise<Run> {
  return runOf(await autocannon({ url: `${baseUrl}${path}`, connections, duration: HOT_SECONDS }));
}

/** Paths never asked before: the n-th request asks `pathOf(n)`, n counting up (never random, so no key repeats). */
export async function cold(
  baseUrl: string,
  pathOf: (n: number) => string,
  options: { connections?: number; amount?: number; duration?: number } = {},
): Promise<Run> {
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 20,
    ...(options.duration ? { duration: options.duration } : { amount: options.amount ?? COLD_REQUESTS }),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  });
  return runOf(result);
}

/** p50 and p99 of a bare probe asked one after another until `until` settles. */
export async function probe(url: string, until: Promise<unknown>): Promise<{ p50: number; p99: number; count: number }> {
  let done = false;
  const stop = () => {
    done = true;
  };
  until.then(stop, stop);
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN) * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}
