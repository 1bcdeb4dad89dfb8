// autocannon ships no types; only what bench/run.ts reads.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
  export default autocannon;
}
