/**
 * Where the take-over's steps hand the thread back to the browser: once the work since the last
 * hand-back has run for SLICE_MS, as React's scheduler slices a render, so a slow phone gets a
 * task boundary after each step and a fast one runs several steps in one task (a hand-back after
 * every step made a slowed phone's page answer half a second later). The hand-back is
 * `scheduler.yield()` where the browser has it (the rest of the take-over goes before other
 * waiting tasks, but after a tap or a frame), else a task of its own (a timer).
 */
export const SLICE_MS = 5;

export function slicer(clock: Pick<Performance, 'now'>, handBack: () => Promise<void>): () => Promise<void> {
  let sliceStartedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (clock.now() - sliceStartedAt < SLICE_MS) return;
    await handBack();
    sliceStartedAt = clock.now();
  };
}

function handBackToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** the page's one slicer, shared by every chain of steps, so their work in one task is counted together */
export const nextSlice = slicer(performance, handBackToBrowser);
