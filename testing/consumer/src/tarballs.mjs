// The published packages as a registry would get them: packed by pnpm (which writes each
// `workspace:*` dependency as the version beside it and applies publishConfig), then checked by
// publint and Are The Types Wrong.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { run } from './processes.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const bin = (name) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);

/** The workspace's published packages, in the order they must be published (dependencies first). */
export const PUBLISHED = ['packages/domain', 'packages/sdk'];

/**
 * Packs each published package into `folder`.
 *
 * @returns per package its `name`, `version`, `manifest` (as packed) and `tarball` path
 */
export async function packAll(folder) {
  const packed = [];
  for (const directory of PUBLISHED) {
    const before = new Set(readdirSync(folder));
    await run('pnpm', ['pack', '--pack-destination', folder], { cwd: join(root, directory) });
    const [file] = readdirSync(folder).filter((name) => !before.has(name));
    const tarball = join(folder, file);
    const manifest = JSON.parse(readFileSync(join(root, directory, 'package.json'), 'utf8'));
    packed.push({ name: manifest.name, version: manifest.version, tarball });
  }
  return packed;
}

/**
 * publint's findings (warnings count as errors) on one tarball.
 *
 * @returns the messages, formatted; none when the package passes
 */
export async function publintFindings(tarball) {
  const buffer = readFileSync(tarball);
  const bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  const { messages, pkg } = await publint({
    pack: { tarball: bytes },
    level: 'warning',
    strict: true,
  });
  return messages.map((message) => formatMessage(message, pkg) ?? message.code);
}

/**
 * Are The Types Wrong on one tarball, with the ESM-only profile (the packages ship no CommonJS,
 * so only CommonJS's resolutions are left out of the check).
 *
 * @returns its exit code and report
 */
export function typesFindings(tarball) {
  return run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'], {
    allowFailure: true,
  });
}
