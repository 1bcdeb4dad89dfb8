/** Where a failure the visitor is not told about is written down (the console in the browser). */
export type Log = (message: string) => void;
