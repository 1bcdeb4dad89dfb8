import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';

/**
 * The parts of the page that load lazily and have not been shown yet. The page is marked as
 * answering clicks and keys (html[data-interactive]) only once none is left: React takes the
 * server's HTML over boundary by boundary, and a part whose code has not arrived stays the
 * server's HTML, where a tap on one of its buttons is lost. The page's routes are one such part,
 * the site layout's page another, a dashboard tab a third.
 */
const waiting = new Set<string>();

function isMarked(): boolean {
  return document.documentElement.dataset.interactive === 'true';
}

function shown(id: string): void {
  waiting.delete(id);
  if (waiting.size === 0 && !isMarked()) document.documentElement.dataset.interactive = 'true';
}

/** Inside the part's Suspense boundary: its effect runs once the part itself has been shown. */
function PartShown({ id }: { id: string }) {
  useEffect(() => shown(id), [id]);
  return null;
}

/**
 * A lazily loaded part of a page, shown in place of `fallback` once its code has arrived. Until
 * every part on the page has been shown, the page is not marked as taken over (use-taken-over.ts).
 * Layout effects of one commit all run before its effects, so a part that is shown in the same
 * commit as the one around it is counted before it is crossed off.
 */
export function PagePart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  useLayoutEffect(() => {
    if (!isMarked()) waiting.add(id);
    // a part taken off the page (a guard's redirect, an error) is not waited for any more
    return () => shown(id);
  }, [id]);
  return (
    <Suspense fallback={fallback}>
      <PartShown id={id} />
      {children}
    </Suspense>
  );
}
