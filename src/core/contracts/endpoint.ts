import type { GenericSchema, InferOutput } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as both sides know it: its method and path (`:name` marks a path part), the
 * schema its body or query must pass (the server checks with it, the client may check before
 * sending), and the answer's type. Client adapters build their URLs with `urlOf`; the server
 * registers the route with `path` and reads the input with `server/http/contract-input.ts`.
 */
export interface Endpoint<Body = undefined, Query = undefined, Answer = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body?: GenericSchema<unknown, Body>;
  readonly query?: GenericSchema<unknown, Query>;
  /** a type only: never read at run time */
  readonly answer?: Answer;
}

/** Declares an endpoint; `Answer` is given as a type argument (`endpoint<Answer>()({...})`). */
export function endpoint<Answer = unknown>() {
  return <BodySchema extends GenericSchema | undefined = undefined, QuerySchema extends GenericSchema | undefined = undefined>(definition: {
    method: HttpMethod;
    path: string;
    body?: BodySchema;
    query?: QuerySchema;
  }): Endpoint<
    BodySchema extends GenericSchema ? InferOutput<BodySchema> : undefined,
    QuerySchema extends GenericSchema ? InferOutput<QuerySchema> : undefined,
    Answer
  > => definition as never;
}

export type AnswerOf<E> = E extends Endpoint<unknown, unknown, infer Answer> ? Answer : never;
export type BodyOf<E> = E extends Endpoint<infer Body, unknown, unknown> ? Body : never;

/** The endpoint's path with its `:name` parts filled (each encoded) and an optional query string. */
export function urlOf(
  target: Pick<Endpoint<unknown, unknown, unknown>, 'path'>,
  params: Record<string, string> = {},
  query?: Record<string, string | number | undefined>,
): string {
  const path = target.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`urlOf(${target.path}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
