import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from './config.server';

/** What the browser downloads: the client half of `react-router build`. */
const CLIENT_BUILD = resolve(import.meta.dirname, '../build/client');

const TEXT_FILES = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.txt', '.svg']);

/** Every text file of the client build, as [path, content]. */
function clientFiles(): [string, string][] {
  if (!existsSync(CLIENT_BUILD)) {
    throw new Error(`${CLIENT_BUILD} is missing: run pnpm --filter @peptide/storefront build`);
  }
  return readdirSync(CLIENT_BUILD, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILES.has(extname(entry.name)))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, readFileSync(path, 'utf8')];
    });
}

/** The names of the secrets and of the server-only settings that would lead to them. */
const SECRET_NAMES = [
  'NEWSLETTER_API_KEY',
  'NEWSLETTER_API_URL',
  'JWT_SECRET',
  'newsletterApiKey',
  'newsletterApiUrl',
];

/** The secret values this build could know: the defaults, and any set in this environment. */
function secretValues(): string[] {
  const defaults = serverConfig({});
  return [defaults.newsletterApiKey, process.env.NEWSLETTER_API_KEY, process.env.JWT_SECRET].filter(
    (value): value is string => Boolean(value?.trim()),
  );
}

describe('the client build', () => {
  const files = clientFiles();

  it('given the built browser assets / there are scripts to check', () => {
    expect(files.filter(([path]) => path.endsWith('.js')).length).toBeGreaterThan(10);
  });

  it('given every browser asset / none names the newsletter key, the JWT secret or their settings', () => {
    const found = files.flatMap(([path, content]) =>
      SECRET_NAMES.filter((name) => content.includes(name)).map((name) => `${name} in ${path}`),
    );
    expect(found).toEqual([]);
  });

  it('given every browser asset / none holds a configured secret value', () => {
    const values = secretValues();
    expect(values.length).toBeGreaterThan(0);
    const found = files.flatMap(([path, content]) =>
      values.filter((value) => content.includes(value)).map(() => `a secret in ${path}`),
    );
    expect(found).toEqual([]);
  });
});

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** The build's route manifest: the client entry and each route's module with its imports. */
function routeManifest(): {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
} {
  const assets = join(CLIENT_BUILD, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
}

/**
 * The source of every chunk the browser loads before a page hydrates: the client entry, the root
 * route and the page's route, each with its imports.
 *
 * @param routeId - the page's route (`routes/_index`)
 */
function firstLoad(routeId: string): string[] {
  const manifest = routeManifest();
  const page = manifest.routes[routeId];
  if (!page) throw new Error(`the route manifest has no ${routeId}`);
  const parts = [manifest.entry, manifest.routes.root, page];
  const urls = new Set(
    parts.flatMap((part) => (part ? [part.module, ...(part.imports ?? [])] : [])),
  );
  return [...urls].map((url) => readFileSync(join(CLIENT_BUILD, url), 'utf8'));
}

/** Text only the named code holds once built (an error prefix, an operation, a part's name). */
const GRAPHQL_CLIENT = ['the GraphQL client (urql)', '[GraphQL] '] as const;
const STORE_CODE = ['the cart operations', 'updateItemQuantities'] as const;
const SCHEMAS = ['the form schemas (zod)', '$ZodObject'] as const;

/** What each page leaves for later, by the route it is. */
const LATER_CODE = [['the home page', 'routes/_index', [SCHEMAS]]] as const;

describe.each(LATER_CODE)("%s's first download", (_page, routeId, later) => {
  const chunks = firstLoad(routeId);
  const files = clientFiles();

  it.each(later)('given the build / it leaves out %s', (_name, marker) => {
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.filter((source) => source.includes(marker))).toEqual([]);
  });

  it.each(later)(
    'given the build / %s is still a chunk the browser can fetch later',
    (_name, marker) => {
      expect(
        files.some(([path, content]) => path.endsWith('.js') && content.includes(marker)),
      ).toBe(true);
    },
  );
});

describe('the browser build', () => {
  const files = clientFiles();

  // Every change is a form posted to a route action; the server speaks GraphQL to the backend.
  it.each([GRAPHQL_CLIENT, STORE_CODE])(
    'given every browser asset / none holds %s',
    (_name, marker) => {
      expect(files.filter(([, content]) => content.includes(marker)).map(([path]) => path)).toEqual(
        [],
      );
    },
  );
});

describe('the form schemas', () => {
  it("given every browser asset / none carries zod's messages in other languages (only the schemas' own functions are bundled)", () => {
    const files = clientFiles();
    expect(files.some(([, content]) => content.includes('$ZodObject'))).toBe(true);
    expect(files.filter(([, content]) => content.includes('Ungültige Eingabe'))).toEqual([]);
  });
});
