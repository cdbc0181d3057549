import type { BenchConfig } from './config';
import { BROWSER_HEADERS, type LoadResult, runLoad } from './load';
import { type ProcessUsage, watchProcesses } from './proc-stats';

/**
 * The static asset beside the pages: a small file of the storefront's build, below the
 * compression threshold, so the baseline is the server's own per-request ceiling. A large
 * chunk gzipped on every request would lower the baseline and flatter the pages' ratio.
 */
export const STATIC_ASSET = '/favicon.svg';

/** One storefront load target with the servers' CPU during it. */
export interface StorefrontTarget extends LoadResult {
  name: string;
  path: string;
  cpu: { storefront: ProcessUsage; commerce: ProcessUsage };
}

/** The storefront load tests and their ratios to the static asset. */
export interface StorefrontLoad {
  targets: StorefrontTarget[];
  /** Product page throughput over static-asset throughput. */
  productToStatic: number;
  /** Shop page throughput over static-asset throughput. */
  shopToStatic: number;
}

/**
 * Loads the storefront with browser-like requests: server-rendered product page and shop page,
 * beside a static asset of the same server, each with `connections` concurrent connections.
 *
 * @param storefrontUrl - the running storefront
 * @param pids - the storefront's and commerce server's process ids (CPU is read for both)
 * @param targets - product page path, shop path and the static asset's path
 * @param config - duration and connections
 * @param log - progress output
 * @returns each target's figures and the ratios
 */
export async function measureStorefrontLoad(
  storefrontUrl: string,
  pids: { storefront: number; commerce: number },
  targets: { product: string; shop: string; asset: string },
  config: BenchConfig,
  log: (line: string) => void,
): Promise<StorefrontLoad> {
  const results: StorefrontTarget[] = [];
  for (const [name, path] of [
    ['product page', targets.product],
    ['shop page', targets.shop],
    ['static asset', targets.asset],
  ] as const) {
    const watch = watchProcesses(pids);
    const load = await runLoad({
      url: new URL(path, storefrontUrl).href,
      connections: config.connections,
      duration: config.loadSeconds,
      headers: BROWSER_HEADERS,
    });
    const cpu = watch.stop();
    results.push({ name, path, ...load, cpu });
    log(`storefront ${name}: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99Ms} ms`);
  }
  const [product, shop, asset] = results as [StorefrontTarget, StorefrontTarget, StorefrontTarget];
  return {
    targets: results,
    productToStatic: product.requestsPerSecond / asset.requestsPerSecond,
    shopToStatic: shop.requestsPerSecond / asset.requestsPerSecond,
  };
}
