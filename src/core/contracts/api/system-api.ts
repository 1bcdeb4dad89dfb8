import { endpoint } from '../endpoint';

/** The server's own endpoints: is it up. */
export const systemApi = {
  health: endpoint<{ ok: true }>()({ method: 'GET', path: '/api/health' }),
};
