import { endpoint } from '../endpoint';

/** The account module's endpoints. */
export const accountApi = {} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
