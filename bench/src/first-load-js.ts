import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { initialScriptUrls, inlineScripts } from './html';
import type { BenchPage } from './pages';

/** Bytes of a set of scripts, raw and compressed file by file as a server sends them. */
export interface ScriptBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** First-load JavaScript of one page or route. */
export interface FirstLoadJs extends ScriptBytes {
  /** The page's name or the route's path. */
  name: string;
}

/** One chunk of a page's first load. */
export interface ChunkBytes extends ScriptBytes {
  /** The chunk's URL as the HTML names it. */
  url: string;
}

/** First-load JavaScript of a measured page, read from its server-rendered HTML. */
export interface PageFirstLoadJs extends FirstLoadJs {
  /** The inline scripts of the HTML (hydration data, route manifest), gzip bytes. */
  inlineGzip: number;
  /** Each chunk, largest (gzip) first. */
  chunks: ChunkBytes[];
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** False for resource routes (robots.txt, API routes): no page, no first load. */
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const compressedSizes = new Map<string, ScriptBytes>();

/** gzip (level 6, as compression middleware sends) and brotli (quality 11) size of one chunk. */
async function chunkBytes(clientBuild: string, url: string): Promise<ScriptBytes> {
  const known = compressedSizes.get(url);
  if (known) return known;
  const bytes = await readFile(join(clientBuild, new URL(url, 'http://x').pathname));
  const sizes = {
    files: 1,
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes).length,
  };
  compressedSizes.set(url, sizes);
  return sizes;
}

/**
 * Adds up the bytes of script chunks from the storefront's browser build.
 *
 * @param clientBuild - the storefront's build/client folder
 * @param urls - chunk URLs as the HTML or manifest names them (`/assets/…js`)
 * @returns count, raw, gzip and brotli bytes
 */
export async function scriptBytes(
  clientBuild: string,
  urls: Iterable<string>,
): Promise<ScriptBytes> {
  const total: ScriptBytes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const url of new Set(urls)) {
    const sizes = await chunkBytes(clientBuild, url);
    total.files += 1;
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/**
 * First-load JavaScript of the measured pages: every chunk the server-rendered HTML preloads
 * or imports before hydration (the most honest list: it is what the browser fetches).
 *
 * @param clientBuild - the storefront's build/client folder
 * @param storefrontUrl - the running storefront
 * @param pages - the measured pages
 * @returns bytes per page
 */
export async function pageFirstLoadJs(
  clientBuild: string,
  storefrontUrl: string,
  pages: BenchPage[],
): Promise<PageFirstLoadJs[]> {
  const results: PageFirstLoadJs[] = [];
  for (const page of pages) {
    const html = await (await fetch(new URL(page.path, storefrontUrl))).text();
    const urls = [...new Set(initialScriptUrls(html))];
    const bytes = await scriptBytes(clientBuild, urls);
    const chunks = await Promise.all(
      urls.map(async (url) => ({ url, ...(await chunkBytes(clientBuild, url)) })),
    );
    results.push({
      name: page.name,
      ...bytes,
      inlineGzip: gzipSync(inlineScripts(html)).length,
      chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    });
  }
  return results;
}

/** The route's URL pattern, from its parents' paths and its own. */
function routePath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? '']) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

/**
 * First-load JavaScript of every page route, from the build's route manifest: the client entry
 * with its imports, plus each route module from the root down with its imports.
 *
 * @param clientBuild - the storefront's build/client folder
 * @returns bytes per route, largest first
 */
export async function routeFirstLoadJs(clientBuild: string): Promise<FirstLoadJs[]> {
  const assets = join(clientBuild, 'assets');
  const file = (await readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = await readFile(join(assets, file), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const routes = Object.values((manifest as Manifest).routes);
  const parents = new Set(routes.map((route) => route.parentId));
  const results: FirstLoadJs[] = [];
  for (const route of routes) {
    if (parents.has(route.id) || route.hasDefaultExport === false) continue;
    const urls = [manifest.entry.module, ...manifest.entry.imports];
    for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? '']) {
      urls.push(at.module, ...(at.imports ?? []));
    }
    results.push({ name: routePath(manifest, route), ...(await scriptBytes(clientBuild, urls)) });
  }
  return results.sort((a, b) => b.gzip - a.gzip);
}
