import autocannon from 'autocannon';

/** What one load test measured. */
export interface LoadResult {
  /** Mean requests answered per second. */
  requestsPerSecond: number;
  /** Latency percentiles, ms. */
  p50Ms: number;
  p99Ms: number;
  /** Requests answered in all. */
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
}

/**
 * Runs one autocannon load test against a loopback server.
 *
 * @param options - autocannon's options (url, connections, duration, requests …)
 * @returns throughput, latency and failures
 * @remarks autocannon runs in this process: on a 2-core machine the load generator competes
 *   with the servers for CPU, which lowers every figure alike.
 */
export async function runLoad(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The headers of a browser asking for a page. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
