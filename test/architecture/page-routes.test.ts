import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { NOT_FOUND_CHUNK, PAGE_IDS, PAGE_ROUTES, type PageDataNeed, type PageRoute } from '../../src/core/contracts/pages/page-routes';
import { DASHBOARD_TAB_KEYS, dashboardHref, editPostIdOf, editPostTab } from '../../src/core/contracts/pages/dashboard-tabs';
import { APP_ROUTES } from '../../src/ui/routes';
import { DASHBOARD_TABS } from '../../src/ui/dashboard/dashboard-tabs';
import { FIRST_DATA_LOADERS, firstDataWanted } from '../../src/ui/first-data/load-first-data';
import { matchClientRoute } from '../../server/http/client-routes';
import { laterChunks } from '../../src/core/contracts/pages/match-page';

const ROUTES_SOURCE = fs.readFileSync(path.join(__dirname, '../../src/ui/routes.tsx'), 'utf8');

/** The paths of the client's router, as it would match them (its layouts and guards have none of their own). */
function routerPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routerPaths(route.children ?? [])]);
}

/** An address of the pattern: each `:name` filled in. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, 'x-$1');

/** The page chunks the client's router loads, each as the key it is filed under and the name webpack gives it. */
const routerChunks = [
  ...ROUTES_SOURCE.matchAll(/'([\w-]+)': lazy\(\s*(?:loadWhenIdle\(\s*)?\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//g),
].map(([, key, name]) => ({ key, name }));

const tableChunks = new Set([
  NOT_FOUND_CHUNK,
  ...PAGE_IDS.flatMap((id) => [...(matchClientRoute(sample(PAGE_ROUTES[id].path))?.chunks ?? []), ...laterChunks(id)]),
]);

describe('the route table the client router, the server and the first-data loader read', () => {
  it("gives every route of the client's router a server page entry with its chunks to preload", () => {
    const paths = routerPaths(APP_ROUTES).filter((pattern) => pattern !== '*');
    expect(paths.length).toBeGreaterThan(10);
    const unserved = paths.filter((pattern) => {
      const route = matchClientRoute(sample(pattern));
      return !route || PAGE_ROUTES[route.page].path !== pattern || [...route.chunks, ...laterChunks(route.page)].length === 0;
    });
    expect(unserved).toEqual([]);
    expect(new Set(paths)).toEqual(new Set(PAGE_IDS.map((id) => PAGE_ROUTES[id].path)));
  });

  it('has a lazily loaded, named chunk in the client for every chunk the server preloads, and nothing besides', () => {
    expect(routerChunks.filter(({ key, name }) => key !== name)).toEqual([]);
    expect(new Set(routerChunks.map(({ name }) => name))).toEqual(tableChunks);
  });

  it("preloads the edit-article page's chunk beside the dashboard's on /dashboard/updatePost/:id, for a signed-in visitor only", () => {
    const route = matchClientRoute('/dashboard/updatePost/p-1');
    expect(route?.chunks).toEqual(['page-dashboard', 'page-edit-post']);
    expect(route?.signedIn).toBe(true);
  });

  it("leaves the home page's view and its parts below the fold out of what its head asks for: they are taken over once the browser is idle", () => {
    expect(laterChunks('home')).toEqual(['page-home', 'page-reservation-teaser', 'page-latest-posts']);
    expect(matchClientRoute('/')?.chunks).toEqual([]);
    for (const chunk of laterChunks('home')) expect(ROUTES_SOURCE).toMatch(new RegExp(`'${chunk}': lazy\\(\\s*loadWhenIdle\\(`));
  });

  it('matches as react-router does: letter case and a trailing slash do not matter; any other address is not found', () => {
    expect(matchClientRoute('/About-Me/')?.page).toBe('aboutMe');
    expect(matchClientRoute('/about-me')?.chunks).toEqual(['page-about-me']);
    expect(matchClientRoute('/post/a/b')).toBeNull();
    expect(matchClientRoute('/no-such-page')).toBeNull();
  });

  it("draws a page inside another only where its path continues that page's", () => {
    const misplaced = PAGE_IDS.filter((id) => {
      const within = (PAGE_ROUTES[id] as PageRoute).within;
      return (
        within !== undefined &&
        !(within in PAGE_ROUTES && PAGE_ROUTES[id].path.startsWith(`${PAGE_ROUTES[within as keyof typeof PAGE_ROUTES].path}/`))
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('has a first-data loader for exactly the needs the table names, and none for a page the table does not know', () => {
    const needed = new Set(
      PAGE_IDS.flatMap((id) => (PAGE_ROUTES[id] as PageRoute).firstData ?? []).filter((need) => need !== 'reservation-types'),
    );
    expect(new Set(Object.keys(FIRST_DATA_LOADERS))).toEqual(needed);
  });

  it('finds what each page needs in its own address', () => {
    const pages = PAGE_IDS.flatMap((id) =>
      ((PAGE_ROUTES[id] as PageRoute).firstData ?? [])
        .filter((need): need is PageDataNeed => need !== 'reservation-types')
        .map((need) => ({ id, need })),
    );
    const unfound = pages.filter(({ id, need }) => {
      const url = id === 'dashboard' ? `/dashboard?tab=${editPostTab('p-1')}` : sample(PAGE_ROUTES[id].path);
      return !firstDataWanted(url).some((wanted) => wanted.need === need);
    });
    expect(unfound).toEqual([]);
    expect(firstDataWanted('/media/%D9%85%D9%82%D8%A7%D9%84%D9%87')).toEqual([{ need: 'article', param: 'مقاله' }]);
    expect(firstDataWanted('/no-such-page/x')).toEqual([]);
    expect(firstDataWanted('/dashboard?tab=posts')).toEqual([]);
  });

  it("writes the dashboard's tab addresses one way, for the same tabs the dashboard shows", () => {
    expect(dashboardHref('reservations')).toBe('/dashboard?tab=reservations');
    expect(dashboardHref(editPostTab('p-1'))).toBe('/dashboard?tab=updatePost/p-1');
    expect(editPostIdOf('updatePost/p-1')).toBe('p-1');
    expect(editPostIdOf('updatePost/')).toBeNull();
    expect(editPostIdOf('posts')).toBeNull();
    expect(DASHBOARD_TABS.map((tab) => tab.key).sort()).toEqual([...DASHBOARD_TAB_KEYS].sort());
  });
});
