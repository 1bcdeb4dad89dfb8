import axios, { type AxiosInstance } from 'axios';

/** One axios instance for every call: the API host, cookies included, JSON by default. */
export function createApiClient(apiHost: string): AxiosInstance {
  return axios.create({
    baseURL: apiHost,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    timeout: 20000,
  });
}

/** The server's Persian message from a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return null;
}

/** True when the call never got an answer (offline, refused, timed out). */
export function isNetworkFailure(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}
