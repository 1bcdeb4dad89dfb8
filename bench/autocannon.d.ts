// autocannon ships no types; only what the bench reads.
declare module 'autocannon' {
  export interface Result {
    requests: { average: number; total?: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections: number;
    duration?: number;
    /** requests to make before ending; overrides duration */
    amount?: number;
    headers?: Record<string, string>;
    /** each request may be rewritten before it is sent (a new path each time) */
    requests?: Array<{ method?: string; setupRequest?: (request: RawRequest) => RawRequest }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
