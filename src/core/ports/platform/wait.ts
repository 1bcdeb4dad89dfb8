/** Resolves after this many milliseconds: the browser's timer in production. */
export type Wait = (ms: number) => Promise<void>;
