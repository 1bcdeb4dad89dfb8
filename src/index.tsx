import 'reflect-metadata';
import { readFirstData, readFirstState } from './adapters/dom/first-state';
import { TOKENS } from './core/ports/tokens';
import { resolve } from './composition/typed-binder';

declare const API_HOST: string;

/**
 * The app itself, loaded by src/boot.ts once the server's page has been painted. Its parts are
 * in the same script but run in steps, each its own task, so a slow phone is never blocked for
 * long: the composition (inversify and the adapters), then the views, then React's DOM part.
 */
async function start() {
  const { composeClient } = await import(/* webpackChunkName: "app" */ './composition-root');
  const container = composeClient({
    // relative to the page unless the API is elsewhere: the server renders the same addresses
    apiHost: API_HOST || '',
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    cookies: document,
    secureCookies: window.location.protocol === 'https:',
  });
  await nextTask();
  const { App } = await import(/* webpackChunkName: "app" */ './ui/app');
  await nextTask();
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  // the text shows in the system's font until Vazirmatn arrives: after the scripts, not beside them
  void import(/* webpackChunkName: "fonts" */ './fonts');
  const rootElement = document.getElementById('root')!;
  // The server sent the page as HTML, rendered in this state: the app takes it over as it is.
  const firstState = readFirstState(document);
  if (firstState && rootElement.firstElementChild) {
    // taken over in slices, as a transition, so a slow phone stays responsive meanwhile
    const firstData = readFirstData(document);
    startTransition(() => void hydrateRoot(rootElement, <App container={container} restored={firstState} firstData={firstData} sessionFromServer />));
    return;
  }
  const restored = await resolve(container, TOKENS.RestorePersistedState).execute();
  const root = createRoot(rootElement);
  // a transition lets React render the first page in slices, so a slow phone stays responsive
  startTransition(() => root.render(<App container={container} restored={restored} />));
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
