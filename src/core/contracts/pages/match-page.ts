import { PAGE_IDS, PAGE_ROUTES, type PageGuard, type PageId, type PageRoute } from './page-routes';

export interface PageMatch {
  id: PageId;
  route: PageRoute;
  /** the path's `:name` segments as they stand in the path (not decoded) */
  params: Record<string, string>;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern as a regular expression with one group per `:name` segment, in order. */
function compiled(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escaped(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source || '/'}$`, 'i'), names };
}

const COMPILED = PAGE_IDS.map((id) => ({ id, ...compiled(PAGE_ROUTES[id].path) }));

/**
 * The page `pathname` shows, as react-router matches it (letter case and a trailing slash do
 * not matter), or null for any other address: the not-found page.
 */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { id, pattern, names } of COMPILED) {
    const found = pattern.exec(path);
    if (found) return { id, route: PAGE_ROUTES[id], params: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return null;
}

/**
 * The chunks a page shows at once: those of the page it is drawn inside, its own (unless it is
 * taken over later), and what it shows beside.
 */
export function pageChunks(id: PageId): string[] {
  const route: PageRoute = PAGE_ROUTES[id];
  const outer = route.within ? pageChunks(route.within as PageId) : [];
  return [...outer, ...(route.ownViewLater ? [] : [route.chunk]), ...(route.alsoShows ?? [])];
}

/**
 * The chunks a page takes over once the browser is idle (none asked for by its head): its own
 * when it is only texts and links, and those of the parts it shows below the fold.
 */
export function laterChunks(id: PageId): string[] {
  const route: PageRoute = PAGE_ROUTES[id];
  return [...(route.ownViewLater ? [route.chunk] : []), ...(route.showsLater ?? [])];
}

/** Every chunk a page shows: what its head asks for, then what it takes over once the browser is idle. */
export function allPageChunks(id: PageId): string[] {
  return [...pageChunks(id), ...laterChunks(id)];
}

/** Whether a visitor must be signed in to be shown the page (else the browser sends them to /login). */
export function needsSignIn(guard: PageGuard): boolean {
  return guard !== 'public';
}
