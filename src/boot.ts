/**
 * The only script the HTML names. The server's HTML shows the page, and its head already asks
 * for the app's and the page's scripts (server/http/script-hints.ts), so they download while the
 * page is parsed and painted; this lets the browser paint first, then starts the app.
 *
 * The composition (inversify, reflect-metadata, the adapters and use cases) is the app's largest
 * part and is not needed for the page to show: the head does not ask for it, and it starts to
 * download here, beside the app, which takes the page over once it has arrived. Until then the
 * page is the server's HTML, whose controls say they are not ready (html[data-interactive]).
 */
void afterFirstPaint().then(() => {
  // reflect-metadata first: inversify reads the metadata API as soon as anything is bound
  const composition = import(/* webpackChunkName: "composition" */ 'reflect-metadata').then(
    () => import(/* webpackChunkName: "composition" */ './composition-root'),
  );
  return import(/* webpackChunkName: "app" */ './index').then(({ start }) => start(composition));
});

/** Resolves once the browser has painted (or after 100 ms in a tab that is not painting at all). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
