import { serverConfig } from '../config.server';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { robotsTxt } from '../lib/sitemap.server';

/** `/robots.txt`: crawl everything but per-shopper pages; where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(serverConfig().storefrontUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
