/**
 * What Lighthouse's simulation (Lantern) put before a page's largest paint: the requests and the
 * main-thread tasks of its estimate, each with its simulated end. The simulated paint comes when
 * the last of them ends, so this says why it came when it did. A request that finished before the
 * real paint counts unless the task that ran it was kept in the graph and started after the paint;
 * tasks under 10 ms are dropped from the graph, so a script preloaded in the head and run in a
 * short task later is counted as if the paint had waited for it.
 */
export interface SimulatedStep {
  /** a request's file and size, or "main thread" for the tasks */
  what: string;
  /** when it ended in the simulation, ms after the navigation began */
  endMs: number;
}

interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
}

interface LanternResult {
  optimisticEstimate: { nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
}

/**
 * The path of the largest paint's optimistic estimate (Lighthouse reports the mean of it and the
 * pessimistic one, which in the runs looked at had the same path), from a run's artifacts:
 * Lighthouse's own computed metric, not a copy of it.
 */
export async function lcpSimulatedPath(
  lanternLcpModule: string,
  artifacts: Record<string, unknown>,
  settings: unknown,
): Promise<SimulatedStep[]> {
  const { LanternLargestContentfulPaint } = (await import(lanternLcpModule)) as {
    LanternLargestContentfulPaint: { request(data: unknown, context: unknown): Promise<LanternResult> };
  };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const estimate = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const steps: SimulatedStep[] = [];
  let mainThread: SimulatedStep = { what: 'main thread', endMs: 0 };
  for (const [node, timing] of estimate.optimisticEstimate.nodeTimings) {
    if (node.type === 'cpu') mainThread = { what: 'main thread', endMs: Math.max(mainThread.endMs, timing.endTime) };
    else if (node.request) {
      const file = new URL(node.request.url).pathname.replace(/^.*\//, '') || 'the page';
      steps.push({ what: `${decodeURI(file).slice(0, 40)} ${(node.request.transferSize / 1024).toFixed(1)} KB`, endMs: timing.endTime });
    }
  }
  return [...steps, mainThread].sort((a, b) => a.endMs - b.endMs).map((step) => ({ ...step, endMs: Math.round(step.endMs) }));
}
