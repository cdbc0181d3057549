import type { BenchCatalogue } from './catalogue';
import { subresourceUrls } from './html';
import type { BenchPage } from './pages';

/**
 * Requests every measured page, every product page and every image once, so no measurement
 * pays for a first compile, resize or cold cache that a shopper would only meet once.
 *
 * @param storefrontUrl - the running storefront
 * @param pages - the measured pages
 * @param catalogue - the products (their pages and images are warmed too)
 * @returns how many URLs were requested
 */
export async function warmUp(
  storefrontUrl: string,
  pages: BenchPage[],
  catalogue: BenchCatalogue,
): Promise<number> {
  const paths = new Set([
    ...pages.map((page) => page.path),
    ...catalogue.productSlugs.map((slug) => `/product/${slug}`),
  ]);
  const urls = new Set<string>(catalogue.imageUrls);
  for (const path of paths) {
    const response = await fetch(new URL(path, storefrontUrl));
    if (!response.ok) throw new Error(`${path} answered ${response.status} while warming up`);
    for (const url of subresourceUrls(await response.text())) {
      urls.add(new URL(url, storefrontUrl).href);
    }
  }
  for (const url of urls) {
    const response = await fetch(url);
    await response.arrayBuffer();
  }
  return paths.size + urls.size;
}
