import type { ApiClient } from './api-client';

/** One GET answered inside the server, as the API would answer the visitor's browser. */
export type ReadJson = (path: string) => Promise<{ status: number; body: unknown }>;

interface GetConfig {
  params?: Record<string, unknown>;
  validateStatus?: (status: number) => boolean;
}

/**
 * The API client the server's renderer gives the adapters: reads only, answered in-process
 * with axios's ways (query from `params`, an error carrying the answer for a status outside
 * 2xx unless `validateStatus` accepts it), so the adapters work unchanged.
 */
export function createInProcessApiClient(readJson: ReadJson): ApiClient {
  const get = async (url: string, config: GetConfig = {}) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(config.params ?? {})) {
      if (value !== undefined && value !== null) query.append(name, String(value));
    }
    const path = query.toString() ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
    const { status, body } = await readJson(path);
    const accepted = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
    if (!accepted)
      throw Object.assign(new Error(`GET ${path} answered ${status}`), { isAxiosError: true, response: { status, data: body } });
    return { data: body, status, statusText: '', headers: {}, config };
  };
  const refuse = () => Promise.reject(new Error('the server reads only while it renders a page'));
  return { get, post: refuse, put: refuse, delete: refuse } as unknown as ApiClient;
}
