import { readFirstData, readFirstState, readSiteProfile, readZoneOffsets } from './adapters/dom/first-state';
import { rememberZoneOffsets } from './core/domain/business-time';
import { PLATFORM_USE_CASES } from './core/use-cases/platform/platform-tokens';
import { resolve } from './composition/typed-binder';
import type { Middleware } from 'stylis';
import { nextSlice } from './next-slice';

declare const API_HOST: string;

/** src/composition-root.ts, which src/boot.ts loads in a chunk of its own beside this one. */
export type Composition = typeof import('./composition-root');

/**
 * The app itself, loaded by src/boot.ts once the server's page has been painted. Its parts run
 * in steps, handing the thread back between them (src/next-slice.ts), so a slow phone is never
 * blocked for long: the views, then React's DOM part, then, once their chunks have arrived, the
 * composition (inversify and the adapters) and the right-to-left styling, and the page is taken
 * over.
 */
export async function start(composition: Promise<Composition>, rtlStyles: Promise<Middleware>) {
  // Tehran's clock from the page's table, not from an Intl formatter (ICU's data, in the take-over)
  const zoneOffsets = readZoneOffsets(document);
  if (zoneOffsets) rememberZoneOffsets(zoneOffsets);
  // the libraries the views are made of run first, each a step of its own, then the views:
  // styled-components (with the server's styles read back) by the global style, react-router by
  // the link (a library imported whole here would keep every export, used or not)
  await import(/* webpackChunkName: "app" */ './ui/theme/global-style');
  await nextSlice();
  await import(/* webpackChunkName: "app" */ './ui/router/link');
  await nextSlice();
  const { App } = await import(/* webpackChunkName: "app" */ './ui/app');
  await nextSlice();
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  const [{ composeClientInSteps }, rtl] = await Promise.all([composition, rtlStyles]);
  await nextSlice();
  const container = await composeClientInSteps(
    {
      // relative to the page unless the API is elsewhere: the server renders the same addresses
      apiHost: API_HOST || '',
      localStorage: window.localStorage,
      sessionStorage: window.sessionStorage,
      location: window.location,
      cookies: document,
      secureCookies: window.location.protocol === 'https:',
    },
    nextSlice,
  );
  await nextSlice();
  // the text shows in the system's font until Vazirmatn arrives: after the scripts, not beside them
  void import(/* webpackChunkName: "fonts" */ './fonts');
  const rootElement = document.getElementById('root')!;
  // The server sent the page as HTML, rendered in this state: the app takes it over as it is,
  // from the state block in that HTML, however long the composition took to arrive.
  const firstState = readFirstState(document);
  const site = readSiteProfile(document);
  if (firstState && rootElement.firstElementChild) {
    // taken over in slices, as a transition, so a slow phone stays responsive meanwhile
    const firstData = readFirstData(document);
    startTransition(
      () =>
        void hydrateRoot(
          rootElement,
          <App container={container} restored={firstState} firstData={firstData} site={site} sessionFromServer rtl={rtl} />,
        ),
    );
    return;
  }
  const restored = await resolve(container, PLATFORM_USE_CASES.RestorePersistedState).execute();
  const root = createRoot(rootElement);
  // a transition lets React render the first page in slices, so a slow phone stays responsive
  startTransition(() => root.render(<App container={container} restored={restored} site={site} rtl={rtl} />));
}
