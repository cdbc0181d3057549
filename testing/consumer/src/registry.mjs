// A throwaway npm registry (Verdaccio) for the consumer test, as an app would have a private
// registry for its company's scope: it holds only the @peptide packages the test publishes. The
// app's npm takes @peptide from it and everything else from the registry npm is configured with,
// directly: Verdaccio proxies nothing (its proxy answered 404 for a public package in CI runs
// that held both cores, while npm itself fetched it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, run, startProcess } from './processes.mjs';

const verdaccio = join(
  import.meta.dirname,
  '..',
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'verdaccio.cmd' : 'verdaccio',
);

/**
 * Starts Verdaccio on a free loopback port with its storage in `folder`.
 *
 * @param folder - an empty temporary folder (storage, config and the npm user config)
 * @returns its `url`, the `npmrc` to pass npm as `--userconfig` (@peptide from this registry,
 *   the rest from npm's own), `publish(tarball)` and `stop()`
 */
export async function startRegistry(folder) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  // npm prints warnings beside the value (under pnpm, about the npm_config_* it passes on): the
  // registry is the line that is a URL.
  const { output } = await run('npm', ['config', 'get', 'registry']);
  const publicRegistry =
    output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^https?:\/\//.test(line))
      .at(-1) ?? 'https://registry.npmjs.org/';
  const config = join(folder, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(folder, 'storage')}`,
      'uplinks: {}',
      'packages:',
      // Ours come only from what the test publishes; anonymous publishing, as nothing else can
      // reach this registry. No other package is served.
      "  '@peptide/*':",
      '    access: $all',
      '    publish: $anonymous',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const npmrc = join(folder, 'npmrc');
  // npm sends a publish only with a token configured; the registry accepts it as anonymous.
  writeFileSync(
    npmrc,
    [
      `registry=${publicRegistry}`,
      `@peptide:registry=${url}`,
      `//127.0.0.1:${port}/:_authToken=anonymous`,
      `cache=${join(folder, 'npm-cache')}`,
      '',
    ].join('\n'),
  );
  const { stop } = await startProcess(
    'verdaccio',
    verdaccio,
    ['--config', config, '--listen', `127.0.0.1:${port}`],
    { ready: async () => (await fetch(`${url}-/ping`)).ok },
  );
  const publish = (tarball) =>
    run('npm', [
      'publish',
      tarball,
      '--userconfig',
      npmrc,
      '--registry',
      url,
      '--access',
      'public',
    ]);
  return { url, npmrc, publish, stop };
}
