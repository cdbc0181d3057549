import { withoutShippingInsurance } from '@peptide/domain';
import { GetProductsDocument } from '@peptide/sdk';
import type { SearchResult } from '@peptide/ui';
import { data } from 'react-router';
import { cacheHeaders } from '../lib/cache';
import { commerceClient, query } from '../lib/commerce.server';
import { toSearchResult } from '../lib/productCards';
import { CacheShort } from '../lib/swrCache.server';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';

/**
 * The catalogue as the header search needs it (name, page, image, price), cacheable by a CDN.
 * When the backend fails the search finds nothing rather than breaking the page, and the empty
 * answer is not cached.
 */
export async function loader() {
  try {
    const { products } = await query(
      commerceClient(),
      GetProductsDocument,
      { first: 100 },
      CacheShort(),
    );
    const nodes = (products?.nodes ?? []).flatMap((node) => (node ? [node] : []));
    const results: SearchResult[] = withoutShippingInsurance(nodes, INSURANCE_PRODUCT_ID).map(
      toSearchResult,
    );
    return data({ products: results }, { headers: cacheHeaders() });
  } catch {
    return data({ products: [] as SearchResult[] }, { headers: cacheHeaders(false) });
  }
}
