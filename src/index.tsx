import 'reflect-metadata';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/800.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { composeClient } from './composition-root';
import { readFirstData, readFirstState } from './adapters/dom/first-state';
import { RestorePersistedState } from './core/use-cases/restore-persisted-state';
import type { PersistedStateStore } from './core/ports/persisted-state-store';
import { TOKENS } from './core/ports/tokens';
import { App } from './ui/app';

declare const API_HOST: string;

/** The app itself, loaded by src/boot.ts once the server's page has been painted. */
async function start() {
  const container = composeClient({
    // relative to the page unless the API is elsewhere: the server renders the same addresses
    apiHost: API_HOST || '',
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    cookies: document,
    secureCookies: window.location.protocol === 'https:',
  });
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

void start();
