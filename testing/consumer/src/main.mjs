#!/usr/bin/env node
// The consumer test: packs every published package, checks each tarball (publint, Are The Types
// Wrong), publishes them to a throwaway registry, installs the SDK into a new app outside the
// workspace with npm (the domain must come with it), type-checks and runs the README's quick
// start against the built commerce server, and measures what single imports add to a bundle.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureBundles } from './bundleSizes.mjs';
import { startCommerceServer } from './commerceServer.mjs';
import { run } from './processes.mjs';
import { startRegistry } from './registry.mjs';
import { packAll, publintFindings, typesFindings } from './tarballs.mjs';

const tsc = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'peptide-consumer-'));
const step = (text) => console.log(`consumer| ${text}`);
const stops = [];

try {
  const packed = await packAll(work);
  for (const { name, version, tarball } of packed) {
    const findings = await publintFindings(tarball);
    assert.deepEqual(findings, [], `publint on ${name}`);
    const types = await typesFindings(tarball);
    assert.equal(types.code, 0, `attw on ${name}:\n${types.output}`);
    step(`${name}@${version}: packed, publint and attw (esm-only) clean`);
  }

  const registry = await startRegistry(work);
  stops.push(registry.stop);
  for (const { tarball } of packed) await registry.publish(tarball);

  const app = join(work, 'app');
  cpSync(join(import.meta.dirname, 'app'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    '{ "name": "consumer-app", "private": true, "type": "module" }\n',
  );
  const sdk = packed.find(({ name }) => name === '@peptide/sdk');
  const domain = packed.find(({ name }) => name === '@peptide/domain');
  await run(
    'npm',
    [
      'install',
      `${sdk.name}@${sdk.version}`,
      '--userconfig',
      registry.npmrc,
      '--no-audit',
      '--no-fund',
      '--fetch-retries=5',
      '--fetch-timeout=180000',
    ],
    { cwd: app },
  );
  const installedDomain = JSON.parse(
    readFileSync(join(app, 'node_modules', '@peptide', 'domain', 'package.json'), 'utf8'),
  );
  assert.equal(installedDomain.version, domain.version, 'the SDK brings its domain version');
  step(
    `npm install ${sdk.name}@${sdk.version} from ${registry.url}: ${domain.name}@${installedDomain.version} came with it`,
  );

  const compiled = await run(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: app,
    allowFailure: true,
  });
  assert.equal(
    compiled.code,
    0,
    `strict tsc (exactOptionalPropertyTypes) of the app:\n${compiled.output}`,
  );
  step('the app type-checks (strict, exactOptionalPropertyTypes, nodenext, skipLibCheck off)');

  const server = await startCommerceServer(work);
  stops.push(server.stop);
  const { quickStart } = await import(pathToFileURL(join(app, 'out', 'quickStart.js')).href);
  step(`quick start against the built commerce server: ${await quickStart(server.url)}`);

  for (const probe of await measureBundles(app)) {
    step(`bundle of ${probe.name} alone: ${probe.gzipBytes} B gzip (${probe.packages.join(', ')})`);
    assert.ok(probe.gzipBytes <= probe.maxGzipBytes, `${probe.name} over ${probe.maxGzipBytes} B`);
    if (probe.name !== 'LoginSchema')
      assert.ok(!probe.packages.includes('zod'), `${probe.name} pulls zod`);
    else assert.ok(probe.packages.includes('zod'), 'a schema brings zod');
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true });
}
