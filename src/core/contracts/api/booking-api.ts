import { endpoint } from '../endpoint';

/** The booking module's endpoints. */
export const bookingApi = {} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
