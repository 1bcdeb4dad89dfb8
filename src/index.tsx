import 'reflect-metadata';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/800.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { composeClient } from './composition-root';
import { RestorePersistedState } from './core/use-cases/restore-persisted-state';
import type { PersistedStateStore } from './core/ports/persisted-state-store';
import { TOKENS } from './core/ports/tokens';
import { App } from './ui/app';

declare const API_HOST: string;

async function start() {
  const container = composeClient({
    apiHost: API_HOST || window.location.origin,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
  });
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const restored = await new RestorePersistedState(container.get<PersistedStateStore>(TOKENS.PersistedStateStore), wait).execute();
  const root = createRoot(document.getElementById('root')!);
  // a transition lets React render the first page in slices, so a slow phone stays responsive
  startTransition(() => root.render(<App container={container} restored={restored} />));
}

void start();
