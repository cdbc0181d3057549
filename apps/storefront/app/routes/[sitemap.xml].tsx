import { serverConfig } from '../config.server';
import { NO_STORE, PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { sitemapPaths, sitemapXml } from '../lib/sitemap.server';

/**
 * `/sitemap.xml`: the fixed pages, categories, products and posts. When the backend fails it
 * answers 503 (not cached) rather than a sitemap that would drop pages from search engines.
 */
export async function loader() {
  try {
    const paths = await sitemapPaths(commerceClient());
    return new Response(sitemapXml(serverConfig().storefrontUrl, paths), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': PUBLIC_CACHE_CONTROL,
      },
    });
  } catch {
    return new Response('The catalogue is unavailable; try again shortly.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': NO_STORE,
        'Retry-After': '60',
      },
    });
  }
}
