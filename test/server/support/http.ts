/** Small fetch helpers for the server tests: JSON calls with an optional session cookie. */
export interface JsonAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** the raw Set-Cookie headers */
  setCookies: string[];
  /** "sid=..." from Set-Cookie, when the answer set one */
  cookie: string | null;
  /** the body as the server sent it */
  text: string;
}

export async function call<T = any>(
  url: string,
  method: string,
  options: { body?: unknown; rawBody?: string; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  const setCookies = response.headers.getSetCookie();
  const sid = setCookies.find((line) => line.startsWith('sid='));
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
    setCookies,
    cookie: sid ? sid.split(';')[0] : null,
    text,
  };
}
