import { closeSharedBrowser } from './shared-browser';

/** Closes the run's one Chromium. */
export default async function globalTeardown(): Promise<void> {
  await closeSharedBrowser();
}
