/** How long after the scroll a late font may still move the target: the font comes after the scripts. */
const KEEP_ALIGNED_MS = 5000;

const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Ends the watch under way: one scroll's watch at a time, the newest (the layout and the page both scroll on a full load). */
let stopWatching: () => void = () => {};

/**
 * Scrolls the element a URL's #hash names to the top of the window (its scroll-margin keeps it
 * below the sticky header) and keeps it there while web fonts arrive: Vazirmatn comes after the
 * app's scripts, and its wider lines would otherwise push the section under the header. The
 * reader's own first move (wheel, touch, key, click) ends the watch. Returns false when no
 * element has that id.
 */
export function scrollToHashTarget(hash: string, options: ScrollIntoViewOptions = {}): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  target.scrollIntoView?.(options);
  keepAlignedWhileFontsLoad(target, options);
  return true;
}

function keepAlignedWhileFontsLoad(target: HTMLElement, options: ScrollIntoViewOptions): void {
  const fonts = typeof document.fonts?.addEventListener === 'function' ? document.fonts : undefined;
  if (!fonts) return;
  stopWatching();
  let watching = true;
  const realign = () => {
    if (watching && target.isConnected) target.scrollIntoView?.(options);
  };
  const stop = () => {
    watching = false;
    fonts.removeEventListener('loadingdone', realign);
    for (const move of READER_MOVES) window.removeEventListener(move, stop, true);
    window.clearTimeout(timer);
  };
  fonts.addEventListener('loadingdone', realign);
  for (const move of READER_MOVES) window.addEventListener(move, stop, { capture: true, passive: true });
  const timer = window.setTimeout(stop, KEEP_ALIGNED_MS);
  stopWatching = stop;
  // fonts already on their way when the scroll happened
  if (fonts.status === 'loading') void fonts.ready.then(() => window.setTimeout(realign, 0));
}
