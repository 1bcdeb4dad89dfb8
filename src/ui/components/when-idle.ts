/**
 * Resolves when the browser next has nothing to do (at most `cap` ms later): for what the first
 * interaction does not need (the toast area, parts below the fold), so that it neither downloads
 * beside the page's own scripts nor runs inside the task that takes the page over.
 */
export function whenIdle(cap = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: cap });
    else window.setTimeout(resolve, Math.min(cap, 200));
  });
}

/** Whether the app is still taking the server's page over (html[data-interactive] not yet set). */
export function takingOver(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.interactive !== 'true';
}

/**
 * A lazy component's loader that, while the app is still taking the server's page over, waits
 * until the browser is idle first: React keeps the server's HTML of that part meanwhile, and
 * takes it over once its code has arrived. Afterwards (a page opened from a link) it loads at once.
 */
export function loadWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  return () => (takingOver() ? whenIdle().then(load) : load());
}
