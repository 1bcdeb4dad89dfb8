import { useSyncExternalStore } from 'react';

function takenOver(): boolean {
  return document.documentElement.dataset.interactive === 'true';
}

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
  return () => observer.disconnect();
}

/**
 * False while the page is the server's HTML that the app has not taken over yet
 * (html[data-interactive] is not set): a control that only the app can run shows itself as
 * not ready until then, instead of losing a tap silently. Always false on the server.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(subscribe, takenOver, () => false);
}
