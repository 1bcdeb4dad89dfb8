import 'reflect-metadata';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/800.css';
import { readFirstData, readFirstState } from './adapters/dom/first-state';
import { RestorePersistedState } from './core/use-cases/restore-persisted-state';
import type { PersistedStateStore } from './core/ports/persisted-state-store';
import { TOKENS } from './core/ports/tokens';

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
  const rootElement = document.getElementById('root')!;
  // The server sent the page as HTML, rendered in this state: the app takes it over as it is.
  const firstState = readFirstState(document);
  if (firstState && rootElement.firstElementChild) {
    // taken over in slices, as a transition, so a slow phone stays responsive meanwhile
    const firstData = readFirstData(document);
    startTransition(() => void hydrateRoot(rootElement, <App container={container} restored={firstState} firstData={firstData} sessionFromServer />));
    return;
  }
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const restored = await new RestorePersistedState(container.get<PersistedStateStore>(TOKENS.PersistedStateStore), wait).execute();
  const root = createRoot(rootElement);
  // a transition lets React render the first page in slices, so a slow phone stays responsive
  startTransition(() => root.render(<App container={container} restored={restored} />));
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
