// A throwaway npm registry (Verdaccio) for the consumer test: the workspace's packages are
// published to it, everything else it fetches from the registry npm is configured with.
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
 * @returns its `url`, the `npmrc` to pass npm as `--userconfig`, `publish(tarball)` and `stop()`
 */
export async function startRegistry(folder) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  // npm prints warnings beside the value (under pnpm, about the npm_config_* it passes on): the
  // registry is the line that is a URL.
  const { output } = await run('npm', ['config', 'get', 'registry']);
  const upstream =
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
      'uplinks:',
      '  upstream:',
      `    url: ${upstream}`,
      // The test shares two cores with the browser suites: an answer of the public registry
      // may take long then, and one slow answer must not count the uplink as down.
      '    timeout: 120s',
      '    max_fails: 40',
      '    fail_timeout: 10s',
      '    agent_options: { keepAlive: true, maxSockets: 20 }',
      'packages:',
      // Ours come only from what the test publishes; anonymous publishing, as nothing else can
      // reach this registry.
      "  '@peptide/*':",
      '    access: $all',
      '    publish: $anonymous',
      "  '**':",
      '    access: $all',
      '    proxy: upstream',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const npmrc = join(folder, 'npmrc');
  // npm sends a publish only with a token configured; the registry accepts it as anonymous.
  writeFileSync(
    npmrc,
    `registry=${url}\n//127.0.0.1:${port}/:_authToken=anonymous\ncache=${join(folder, 'npm-cache')}\n`,
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
