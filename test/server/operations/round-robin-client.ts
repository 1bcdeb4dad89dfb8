import type { ServerProcess } from '../support/server-process';

/** What a process answered: its status, JSON body, cookies as `name=value`, and where it redirects. */
export interface Answer {
  status: number;
  body: Record<string, any> | null;
  cookies: string[];
  location: string | null;
}

/** Under load on a 2-core machine an answer may take long; a request is given up only after this. */
const ANSWER_WITHIN_MS = 30_000;

/** A JSON call to one process, from the client address `address` (the processes trust one proxy hop). */
export async function api(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; address: string },
): Promise<Answer> {
  const { body, cookie = '', address } = options;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie,
      origin: server.url,
      'x-forwarded-for': address,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await response.text();
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return {
    status: response.status,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, any>) : null,
    cookies,
    location: response.headers.get('location'),
  };
}

/** The sandbox bank's pay button, pressed on `server` (its form comes from the process it is posted to). */
export async function payAtSandboxBank(server: ServerProcess, authority: string): Promise<Answer> {
  const response = await fetch(`${server.url}/sandbox-bank/${authority}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: '',
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  await response.text();
  return { status: response.status, body: null, cookies: [], location: response.headers.get('location') };
}

/** Whether the process is still running (a balancer's health check: a killed one is taken out of the rotation). */
export function isRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** A simple round-robin balancer over the processes: each call hands out the next one still running. */
export function roundRobin(servers: () => ServerProcess[]): () => ServerProcess {
  let turn = 0;
  return () => {
    const alive = servers().filter(isRunning);
    if (alive.length === 0) throw new Error('no server process is running');
    return alive[turn++ % alive.length];
  };
}
