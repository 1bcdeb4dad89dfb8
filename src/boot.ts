/**
 * The only script the HTML names. The server's HTML shows the page, and its head already asks
 * for the app's and the page's scripts (server/http/script-hints.ts), so they download while the
 * page is parsed and painted; this lets the browser paint first (the first contentful paint, as
 * the browser records it), then starts the app.
 *
 * The composition (inversify, reflect-metadata, the adapters and use cases) is the app's largest
 * part and is not needed for the page to show: the head does not ask for it, and it starts to
 * download here, beside the app, which takes the page over once it has arrived. Until then the
 * page is the server's HTML, whose controls say they are not ready (html[data-interactive]).
 */
import { afterFirstContentfulPaint } from './after-first-paint';
import { nextSlice } from './next-slice';

// a page the server did not render has nothing to paint before the app: it starts at once
const nothingToPaint = !document.getElementById('root')?.firstElementChild;

void afterFirstContentfulPaint(window, { nothingToPaint }).then(() => {
  // the chunk's modules run a part at a time, the thread handed back between parts
  // (src/next-slice.ts): in one task, they blocked a slowed phone for 200 ms at a stretch
  const composition = import(/* webpackChunkName: "composition" */ './composition/composition-in-tasks').then(({ compositionInTasks }) =>
    compositionInTasks(nextSlice),
  );
  // the right-to-left styling of what the app draws after the take-over: not needed to show the page
  const rtl = import(/* webpackChunkName: "rtl-styles" */ 'stylis-plugin-rtl').then((module) => module.default);
  return import(/* webpackChunkName: "app" */ './index').then(({ start }) => start(composition, rtl));
});
