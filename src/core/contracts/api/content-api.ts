import { endpoint } from '../endpoint';

/** The content module's endpoints. */
export const contentApi = {} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
