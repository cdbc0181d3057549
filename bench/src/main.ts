import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { launchBrowser } from './browser';
import { checkBudget } from './budget';
import { buildShop } from './build';
import { readCatalogue } from './catalogue';
import { measureCommerceLoad } from './commerce-load';
import { readConfig } from './config';
import { pageFirstLoadJs, routeFirstLoadJs } from './first-load-js';
import { measureInteractions } from './interaction-latency';
import { measureJsHeap } from './js-heap';
import { measureLighthouse } from './lighthouse-suite';
import { machineInfo } from './machine';
import { benchPages } from './pages';
import { REPO_ROOT, REPORT_FILE, RESULTS_FILE } from './paths';
import { memoryMb } from './proc-stats';
import { renderReport } from './report';
import type { BenchResults } from './results';
import { startShop } from './servers';
import { snapshotBuilds } from './snapshot';
import { measureSqlStats } from './sql-stats';
import { makeStaticCopy } from './static-copy';
import { measureStorefrontLoad, STATIC_ASSET } from './storefront-load';
import { warmUp } from './warm';

const started = performance.now();
const log = (line: string) => {
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
};
const phaseSeconds: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const at = performance.now();
  log(`${name}…`);
  const result = await work();
  phaseSeconds[name] = (performance.now() - at) / 1000;
  return result;
}

const config = readConfig();
const machine = machineInfo();
if (!config.skipBuild) await phase('build', buildShop);
const builds = await snapshotBuilds();
const clientBuild = join(builds.storefrontDir, 'build/client');
const shop = await phase('start', () => startShop(builds)).catch(async (error) => {
  await builds.remove();
  throw error;
});
try {
  const catalogue = await readCatalogue(shop.graphqlUrl);
  const pages = benchPages(catalogue);
  const product = pages.find((page) => page.name === 'product') ?? pages[0];
  const commerceOrigin = new URL(shop.graphqlUrl).origin;
  log(`storefront ${shop.storefrontUrl}, commerce server ${shop.graphqlUrl}`);
  await phase('warm-up', async () =>
    log(`warmed ${await warmUp(shop.storefrontUrl, pages, catalogue)} URLs`),
  );

  const firstLoadJs = await phase('first-load JS', async () => ({
    pages: await pageFirstLoadJs(clientBuild, shop.storefrontUrl, pages),
    routes: await routeFirstLoadJs(clientBuild),
  }));

  const lighthouse = await phase('lighthouse', async () => {
    const copy = await makeStaticCopy(shop.storefrontUrl, commerceOrigin, pages);
    log(`static copy ${copy.url} (${copy.files} files besides the pages)`);
    try {
      return await measureLighthouse(
        shop.storefrontUrl,
        copy.url,
        pages,
        config.lighthouseRuns,
        log,
      );
    } finally {
      await copy.stop();
    }
  });

  const { interactions, jsHeap } = await phase('browser', async () => {
    const browser = await launchBrowser();
    try {
      return {
        interactions: await measureInteractions(
          browser,
          shop.storefrontUrl,
          config.browserSamples,
          log,
        ),
        jsHeap: await measureJsHeap(browser, shop.storefrontUrl, catalogue.productSlugs),
      };
    } finally {
      await browser.close();
    }
  });

  const storefrontLoad = await phase('storefront load', () =>
    measureStorefrontLoad(
      shop.storefrontUrl,
      shop.pids,
      { product: product?.path ?? '/', shop: '/shop', asset: STATIC_ASSET },
      config,
      log,
    ),
  );
  const operations = {
    productSlug: catalogue.variableSlug,
    simpleProductId: catalogue.simple.databaseId,
  };
  const commerceLoad = await phase('commerce load', () =>
    measureCommerceLoad(shop.graphqlUrl, shop.pids.commerce, operations, config, log),
  );
  const memory = {
    storefrontPeakRssMb: Math.max(...storefrontLoad.targets.map((t) => t.cpu.storefront.peakRssMb)),
    commercePeakRssMb: Math.max(
      ...storefrontLoad.targets.map((t) => t.cpu.commerce.peakRssMb),
      ...commerceLoad.map((t) => t.cpu.peakRssMb),
    ),
    storefrontLifetimePeakMb: memoryMb(shop.pids.storefront, 'VmHWM'),
    commerceLifetimePeakMb: memoryMb(shop.pids.commerce, 'VmHWM'),
  };
  const sqlStatements = await phase('SQL statements', () =>
    measureSqlStats(builds.commerceMain, shop.storefrontUrl, operations),
  );

  const measured: Omit<BenchResults, 'budget'> = {
    machine,
    settings: config,
    phaseSeconds,
    pages,
    lighthouse,
    firstLoadJs,
    storefrontLoad,
    commerceLoad,
    interactions,
    memory,
    jsHeap,
    sqlStatements,
  };
  const results: BenchResults = { ...measured, budget: checkBudget(measured) };
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(REPORT_FILE, `${renderReport(results)}\n`);
  // The repository's formatter owns JSON and Markdown layout: format both so `pnpm lint` passes.
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', RESULTS_FILE, REPORT_FILE], {
    cwd: REPO_ROOT,
  });
  for (const line of results.budget)
    log(`${line.met ? 'met    ' : 'NOT MET'} ${line.line}: ${line.measured}`);
  log(`wrote ${RESULTS_FILE} and ${REPORT_FILE}`);
} finally {
  await shop.stop();
  await builds.remove();
}
