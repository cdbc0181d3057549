import type { HeadersFunction } from 'react-router';

/** What a CDN may do with a catalogue or content page: keep it a minute, serve it stale for ten. */
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';

/** What a CDN may do with an error or a page whose data partly failed: nothing. */
export const NO_STORE = 'no-store';

/**
 * A loader's `Cache-Control`: public for a complete page, `no-store` for a degraded one.
 *
 * @param complete - whether every part of the page's data loaded
 */
export function cacheHeaders(complete = true): HeadersInit {
  return { 'Cache-Control': complete ? PUBLIC_CACHE_CONTROL : NO_STORE };
}

/**
 * The `headers` export of catalogue and content routes: the loader's `Cache-Control`, `no-store`
 * when the route failed or the root rendered the page for one shopper (`cartMarker.server.ts`).
 */
export const catalogueHeaders: HeadersFunction = ({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
}) => {
  if (errorHeaders || /\bno-store\b/.test(parentHeaders.get('Cache-Control') ?? '')) {
    return { 'Cache-Control': NO_STORE };
  }
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? NO_STORE };
};

/**
 * Whether a page is shown the same to everyone, so the page cache and a CDN may keep it:
 * complete (200), public (a page rendered for one shopper says `no-store`), setting no cookie.
 */
export function sharedWithEveryone(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('Set-Cookie')) return false;
  return /\bpublic\b/.test(headers.get('Cache-Control') ?? '');
}
