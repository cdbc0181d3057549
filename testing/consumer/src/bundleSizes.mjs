// What an app's bundle gains from one import of the installed packages: a one-line module per
// probe, bundled and minified by esbuild as an app's build would, then gzipped.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** One-line consumers, each with the most its gzipped bundle may weigh. */
export const PROBES = [
  {
    name: 'formatEuro',
    code: "import { formatEuro } from '@peptide/domain';\nconsole.log(formatEuro(12.5));\n",
    maxGzipBytes: 1024,
  },
  {
    name: 'GetProductBySlugDocument',
    code: "import { GetProductBySlugDocument } from '@peptide/sdk';\nconsole.log(GetProductBySlugDocument);\n",
    maxGzipBytes: 2048,
  },
  {
    name: 'LoginSchema',
    code: "import { LoginSchema } from '@peptide/domain';\nconsole.log(LoginSchema.safeParse({}));\n",
    maxGzipBytes: Number.POSITIVE_INFINITY,
  },
];

/**
 * Bundles each probe inside the app folder (so it resolves the app's node_modules).
 *
 * @returns per probe its gzipped size in bytes and the installed packages with code in its bundle
 */
export async function measureBundles(app) {
  const sizes = [];
  for (const probe of PROBES) {
    const entry = join(app, `probe-${probe.name}.js`);
    writeFileSync(entry, probe.code);
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: app,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    // The modules that put code into the bundle (esbuild reads more, then shakes them out).
    const [output] = Object.values(result.metafile.outputs);
    const packages = new Set(
      Object.entries(output.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
        .filter(Boolean),
    );
    const gzipBytes = gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength;
    sizes.push({ ...probe, gzipBytes, packages: [...packages].sort() });
  }
  return sizes;
}
