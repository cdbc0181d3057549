import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { cssUrls, subresourceUrls, withoutScripts } from './html';
import type { BenchPage } from './pages';
import { freePort } from './servers';

/** The static copy of the measured pages, served on loopback. */
export interface StaticCopy {
  /** Its origin; each page answers at the same path and query as on the storefront. */
  url: string;
  /** Files saved besides the pages (stylesheets, fonts, images). */
  files: number;
  /** Stops the server. */
  stop: () => Promise<void>;
}

/** Saves one resource under the copy's folder at its own path, answering its bytes. */
async function save(folder: string, source: URL): Promise<Buffer> {
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = join(folder, decodeURIComponent(source.pathname));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes;
}

/**
 * The response headers of a page that govern how the browser treats the document, replayed by
 * the copy. The opener policy matters most to the floor: it makes the browser commit the page in
 * a new renderer process (Lighthouse starts from about:blank), whose first task then holds the
 * creation of the page's script context; a copy without it would commit in the warm process.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

/** A page of the copy: its markup and the document headers its original was sent with. */
interface CopiedPage {
  html: string;
  headers: [string, string][];
}

/**
 * Serves a folder with compression made on each request, `/assets` immutable for a year as the
 * storefront's server.js sends its build's, everything else with express.static's defaults.
 */
async function serve(folder: string, pages: Map<string, CopiedPage>): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // Pages by path and query (a filtered listing is a page of its own), before the files.
  app.get('*', (request, response, next) => {
    const page = pages.get(request.originalUrl);
    if (page == null) return next();
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.type('html').send(page.html);
  });
  app.use('/assets', express.static(join(folder, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(folder));
  const port = await freePort();
  return new Promise((done) => {
    const server = app.listen(port, '127.0.0.1', () => done(server));
  });
}

/**
 * Makes the physical-limit copy of each page: its server-rendered HTML without any JavaScript,
 * with its stylesheets, fonts and images saved beside it (the commerce server's images too,
 * rewritten to the copy's own origin), served by an express static server.
 *
 * @param storefrontUrl - the running storefront
 * @param commerceOrigin - the commerce server's origin, whose image URLs are made local
 * @param pages - the pages to copy
 * @returns the copy's origin and its stop
 */
export async function makeStaticCopy(
  storefrontUrl: string,
  commerceOrigin: string,
  pages: BenchPage[],
): Promise<StaticCopy> {
  const folder = await mkdtemp(join(tmpdir(), 'peptide-bench-static-'));
  const copied = new Map<string, CopiedPage>();
  const saved = new Set<string>();
  const saveOnce = async (source: URL) => {
    if (saved.has(source.pathname)) return;
    saved.add(source.pathname);
    const bytes = await save(folder, source);
    if (source.pathname.endsWith('.css')) {
      for (const url of cssUrls(bytes.toString('utf8'))) await saveOnce(new URL(url, source));
    }
  };
  for (const page of pages) {
    const response = await fetch(new URL(page.path, storefrontUrl));
    const original = await response.text();
    // Local paths of commerce images: /images/… is no storefront path, so nothing collides.
    const html = withoutScripts(original).replaceAll(`${commerceOrigin}/`, '/');
    const headers = DOCUMENT_HEADERS.flatMap((name): [string, string][] => {
      const value = response.headers.get(name);
      return value == null ? [] : [[name, value]];
    });
    copied.set(page.path, { html, headers });
    for (const url of subresourceUrls(original)) {
      const source = new URL(url, storefrontUrl);
      if (source.origin === storefrontUrl || source.origin === commerceOrigin) {
        await saveOnce(source);
      }
    }
  }
  const server = await serve(folder, copied);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the static copy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    files: saved.size,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
