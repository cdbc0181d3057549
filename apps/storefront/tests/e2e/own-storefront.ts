import { test } from './fixtures';
import { freePort, type RunningProcess, startStorefront } from './global-setup';

/**
 * Starts a storefront of the calling file's (or `describe` block's) own on the run's commerce
 * server before its tests, and stops it after them: nothing else asks it for pages, so its page
 * cache holds only what those tests asked for.
 *
 * @param env - settings of its own, beside the harness's
 * @returns the storefront's origin, to read once the tests run
 */
export function ownStorefront(env: Record<string, string> = {}): () => string {
  let own: RunningProcess | undefined;
  test.beforeAll(async () => {
    own = await startStorefront({
      port: await freePort(),
      graphqlUrl: process.env.E2E_COMMERCE_URL ?? '',
      env,
    });
  });
  test.afterAll(async () => {
    await own?.stop();
  });
  return () => {
    if (!own) throw new Error('the storefront of its own has not started');
    return own.url;
  };
}
