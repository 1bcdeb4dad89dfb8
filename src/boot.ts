import { PAGE_SCRIPTS_ELEMENT_ID } from './core/ports/page-renderer';

/**
 * The only script the HTML names. The server's HTML shows the page; this lets the browser paint
 * it first, then fetches the app and the page's own scripts side by side, and starts the app.
 * Scripts named in the HTML itself would download and run before the first paint.
 */
void afterFirstPaint().then(() => {
  for (const href of pageScripts()) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  return import(/* webpackChunkName: "app" */ './index');
});

/** Resolves once the browser has painted (or after 100 ms in a tab that is not painting at all). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** The server's list of the app's and the page's script files; none when it sent no list. */
function pageScripts(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}
