/**
 * Resolves once the page's first contentful paint has been shown: the browser's own record of it
 * (a `paint` entry), not the next animation frame, which comes before the frame is shown and
 * would start the app's scripts inside the paint they must come after (a slow phone then shows
 * the largest element only after those scripts, as Lighthouse's LCP counts them). A tab that is
 * hidden, or a page with nothing to show yet (`nothingToPaint`), waits for nothing; `cap` ms is the
 * longest wait either way.
 */
export function afterFirstContentfulPaint(
  win: Pick<Window, 'setTimeout' | 'document' | 'performance'> & { PerformanceObserver?: typeof PerformanceObserver },
  { nothingToPaint = false, cap = 1000 }: { nothingToPaint?: boolean; cap?: number } = {},
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      // a task of its own: whatever runs next does not lengthen the paint's
      win.setTimeout(resolve, 0);
    };
    const painted = () => win.performance.getEntriesByType?.('paint').some((entry) => entry.name === 'first-contentful-paint');
    if (nothingToPaint || win.document.visibilityState === 'hidden' || !win.PerformanceObserver || painted()) return finish();
    try {
      observer = new win.PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      return finish();
    }
    win.setTimeout(finish, cap);
  });
}
