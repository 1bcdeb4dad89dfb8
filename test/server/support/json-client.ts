/** A small JSON caller for route tests: method, path, optional body, optional session cookie. */
export function jsonClient(baseUrl: string, cookie?: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (the CSV export): keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}
