import { serverConfig } from '../config.server';
import { NO_STORE, PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { backendCapabilities } from '../lib/capabilities.server';
import { commerceClient } from '../lib/commerce.server';
import { shopFeatures } from '../lib/shopFeatures';
import { sitemapPaths, sitemapXml } from '../lib/sitemap.server';

/**
 * `/sitemap.xml`: the fixed pages the backend serves, categories, products and posts. When the backend fails it
 * answers 503 (not cached) rather than a sitemap that would drop pages from search engines.
 */
export async function loader() {
  try {
    const features = shopFeatures(await backendCapabilities());
    const paths = await sitemapPaths(commerceClient(), features);
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
