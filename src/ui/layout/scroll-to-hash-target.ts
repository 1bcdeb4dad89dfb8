/** How long after the scroll a late font or picture may still move the target: the font comes after the scripts. */
const KEEP_ALIGNED_MS = 5000;

const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Ends the watch under way: one scroll's watch at a time, the newest (the layout and the page both scroll on a full load). */
let stopWatching: () => void = () => {};

/**
 * Scrolls the element a URL's #hash names to the top of the window (its scroll-margin keeps it
 * below the sticky header) and keeps it there while the page's layout settles: Vazirmatn comes
 * after the app's scripts (src/fonts.ts), and its wider lines would otherwise push the section
 * under the header. The reader's own first move (wheel, touch, key, click) ends the watch.
 * Returns false when no element has that id.
 */
export function scrollToHashTarget(hash: string, options: ScrollIntoViewOptions = {}): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  target.scrollIntoView?.(options);
  keepAlignedWhileLayoutSettles(target, options);
  return true;
}

/**
 * The font's files reach the page together, outside @font-face, so the browser announces no
 * font loading: what the watch follows is the page itself changing size (the font's new lines,
 * a picture above the target), as a ResizeObserver on the body reports it.
 */
function keepAlignedWhileLayoutSettles(target: HTMLElement, options: ScrollIntoViewOptions): void {
  if (typeof ResizeObserver !== 'function') return;
  stopWatching();
  let watching = true;
  const realign = () => {
    if (watching && target.isConnected) target.scrollIntoView?.(options);
  };
  const layout = new ResizeObserver(realign);
  const stop = () => {
    watching = false;
    layout.disconnect();
    for (const move of READER_MOVES) window.removeEventListener(move, stop, true);
    window.clearTimeout(timer);
  };
  layout.observe(document.body);
  for (const move of READER_MOVES) window.addEventListener(move, stop, { capture: true, passive: true });
  const timer = window.setTimeout(stop, KEEP_ALIGNED_MS);
  stopWatching = stop;
}
