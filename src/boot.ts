/**
 * The only script the HTML names. The server's HTML shows the page, and its head already asks
 * for the app's and the page's scripts (server/http/script-hints.ts), so they download while the
 * page is parsed and painted; this lets the browser paint first, then starts the app.
 */
void afterFirstPaint().then(() => import(/* webpackChunkName: "app" */ './index'));

/** Resolves once the browser has painted (or after 100 ms in a tab that is not painting at all). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
