import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The client build's files a browser takes compressed (fonts and images other than SVG already are). */
const TEXT_FILE = /\.(js|css|svg|json|txt|xml)$/;

/** Below this many bytes a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of a folder and
 * its subfolders, unless the file is under {@link SMALLEST} bytes.
 *
 * @param dir - the folder
 */
export async function precompressFolder(dir: string): Promise<void> {
  const files = await readdir(dir, { recursive: true });
  await Promise.all(
    files
      .filter((file) => TEXT_FILE.test(file))
      .map(async (file) => {
        const path = join(dir, file);
        const body = await readFile(path);
        if (body.byteLength < SMALLEST) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
}

/**
 * Precompresses the client build, the public folder's copies included ({@link precompressFolder}),
 * for the production server to send the copies as they are (`server.js`): compressing a first
 * visit's 60 scripts on every request cost the server 50 to 70 ms of CPU while the browser
 * hydrated. The server build is left alone.
 *
 * @returns the Vite plugin
 */
export function precompress(): Plugin {
  return {
    name: 'peptide:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (dir) await precompressFolder(dir);
    },
  };
}
