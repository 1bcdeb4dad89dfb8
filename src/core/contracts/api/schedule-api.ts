import { endpoint } from '../endpoint';

/** The schedule module's endpoints. */
export const scheduleApi = {} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
