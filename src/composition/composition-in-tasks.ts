/**
 * The composition's chunk (inversify, reflect-metadata, XState, the use cases, the machines and
 * the adapters) run a part at a time, awaiting `between` after each (src/next-slice.ts hands the
 * thread back to the browser): a module runs when it is first imported, so importing each
 * capability's module first spreads what one import of the composition root would run at once
 * (100 ms at a stretch on a slowed phone). reflect-metadata comes first: inversify reads the
 * metadata API as soon as anything is bound. Every import names the same chunk, so this adds no
 * request. Only the project's own modules are imported by name: a library imported whole this way
 * would keep every export, used or not.
 */
export const COMPOSITION_PARTS: Array<() => Promise<unknown>> = [
  () => import(/* webpackChunkName: "composition" */ 'reflect-metadata'),
  () => import(/* webpackChunkName: "composition" */ './platform-module'),
  () => import(/* webpackChunkName: "composition" */ './account-module'),
  () => import(/* webpackChunkName: "composition" */ './booking-module'),
  () => import(/* webpackChunkName: "composition" */ './payment-module'),
  () => import(/* webpackChunkName: "composition" */ './blog-module'),
  () => import(/* webpackChunkName: "composition" */ './schedule-module'),
  () => import(/* webpackChunkName: "composition" */ './practice-module'),
  () => import(/* webpackChunkName: "composition" */ './site-module'),
  () => import(/* webpackChunkName: "composition" */ './reports-module'),
  () => import(/* webpackChunkName: "composition" */ './documents-module'),
];

export async function compositionInTasks(between: () => Promise<void>) {
  for (const part of COMPOSITION_PARTS) {
    await part();
    await between();
  }
  return import(/* webpackChunkName: "composition" */ '../composition-root');
}
