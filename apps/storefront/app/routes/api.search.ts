import { CATALOG_SEARCH_PARAM, LIMITS, searchText } from '@peptide/domain';
import { GetProductPageDocument, type ProductCardFragment } from '@peptide/sdk';
import type { SearchResult } from '@peptide/ui';
import { cacheHeaders } from '../lib/cache';
import { commerceClient, query } from '../lib/commerce.server';
import { toSearchResult } from '../lib/productCards';
import { CacheShort } from '../lib/swrCache.server';
import { UNLISTED_PRODUCT_IDS } from '../shopConfig';
import type { Route } from './+types/api.search';

/** The header's suggestions for a text: the best-ranked products and how many match in all. */
export interface SearchSuggestions {
  /** The text searched, as the search uses it (trimmed, at most 30 characters). */
  query: string;
  products: SearchResult[];
  total: number;
  /** The backend failed: nothing was found, and the answer is not cached. */
  failed: boolean;
}

/**
 * The header's product suggestions for `?q=`: the backend ranks (names before descriptions,
 * typos forgiven) and this route keeps the GraphQL client and its endpoint on the server. The
 * answer is JSON a CDN may cache; a text shorter than three characters asks nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const text = searchText(new URL(request.url).searchParams.get(CATALOG_SEARCH_PARAM));
  const answer = (value: SearchSuggestions) =>
    Response.json(value, { headers: cacheHeaders(!value.failed) });
  if ([...text].length < LIMITS.searchSuggestMinLength) {
    return answer({ query: text, products: [], total: 0, failed: false });
  }
  try {
    const { products } = await query(
      commerceClient(),
      GetProductPageDocument,
      {
        search: text,
        exclude: [...UNLISTED_PRODUCT_IDS],
        offset: 0,
        size: LIMITS.searchSuggestions,
      },
      CacheShort(),
    );
    const nodes = (products?.nodes ?? []).flatMap((node): ProductCardFragment[] =>
      node ? [node] : [],
    );
    return answer({
      query: text,
      products: nodes.map(toSearchResult),
      total: products?.pageInfo?.offsetPagination?.total ?? 0,
      failed: false,
    });
  } catch {
    return answer({ query: text, products: [], total: 0, failed: true });
  }
}
