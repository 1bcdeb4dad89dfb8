import { endpoint } from '../endpoint';

/** The system module's endpoints. */
export const systemApi = {} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
