import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('given scripts, styles and SVGs of a kilobyte or more, in subfolders too / each gets a brotli and a gzip copy of the same bytes; small files and images do not', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = Buffer.from('export const shop = "peptides";\n'.repeat(100));
    await writeFile(join(dir, 'assets', 'entry-a1.js'), script);
    await writeFile(join(dir, 'logo.svg'), `<svg>${'<g/>'.repeat(400)}</svg>`);
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}');
    await writeFile(join(dir, 'poster.jpg'), Buffer.alloc(4096, 7));

    await precompressFolder(dir);

    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/entry-a1.js',
      'assets/entry-a1.js.br',
      'assets/entry-a1.js.gz',
      'logo.svg',
      'logo.svg.br',
      'logo.svg.gz',
      'poster.jpg',
      'tiny.css',
    ]);
    const base = join(dir, 'assets', 'entry-a1.js');
    expect(brotliDecompressSync(await readFile(`${base}.br`))).toEqual(script);
    expect(gunzipSync(await readFile(`${base}.gz`))).toEqual(script);
  });
});
