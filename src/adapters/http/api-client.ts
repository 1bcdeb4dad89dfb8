import type { AxiosError, AxiosInstance } from 'axios';

/** The calls the adapters make, as axios names them. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/**
 * One axios instance for every call: the API host, cookies included, JSON by default.
 * axios itself is fetched with the first call rather than with the page, so a page that
 * shows before it asks the server does not wait for it.
 */
export function createApiClient(apiHost: string): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () =>
    (instance ??= import(/* webpackChunkName: "http" */ 'axios').then(
      ({ default: axios }) =>
        axios.create({
          baseURL: apiHost,
          withCredentials: true,
          headers: { Accept: 'application/json' },
          timeout: 20000,
        }),
      (error: unknown) => {
        instance = undefined; // the next call tries the download again
        throw error;
      },
    ));
  // each method waits for the instance, then is the instance's own method
  const later = <M extends keyof ApiClient>(method: M) =>
    ((...args: unknown[]) => http().then((client) => (client[method] as (...callArgs: unknown[]) => unknown)(...args))) as ApiClient[M];
  return { get: later('get'), post: later('post'), put: later('put'), delete: later('delete') };
}

/** axios.isAxiosError without importing axios up front (it checks the same flag). */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The server's Persian message from a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  if (isHttpError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return null;
}

/** True when the call never got an answer (offline, refused, timed out). */
export function isNetworkFailure(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}
