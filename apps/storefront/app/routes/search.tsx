import {
  CATALOG_SEARCH_PARAM,
  LIMITS,
  MESSAGES,
  searchResultsLabel,
  searchText,
} from '@peptide/domain';
import {
  Banner,
  Button,
  ButtonLink,
  FormAlert,
  Input,
  Link,
  type ProductCardProduct,
  type SidebarCategory,
} from '@peptide/ui';
import { useId } from 'react';
import { data, Form } from 'react-router';
import { CatalogueView } from '../components/CatalogueView';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { loadCategories, type ProductFacets } from '../lib/catalogue.server';
import { type ListingPosition, loadListing } from '../lib/catalogue-listing.server';
import { toSidebarCategories } from '../lib/categoryMappers';
import { commerceClient } from '../lib/commerce.server';
import { type PostSearchResult, searchPosts } from '../lib/content.server';
import { type Loaded, mapLoaded, type Pending } from '../lib/loaded';
import { settle } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import { readsQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import * as styles from '../search/SearchPage.css';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const query = loaderData?.query;
  const tags = pageMeta(
    query ? `Search results for “${query}”` : 'Search the shop',
    'Search the research peptides, powders and BAC water of the catalogue, and the blog’s laboratory guides.',
    loaderData?.canonical,
  );
  // Result pages are endless variations of the catalogue: keep them out of search engines.
  return query ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export const headers = catalogueHeaders;

/**
 * Search words make a listing, whose loader reads the filters too and redirects to their
 * canonical form; without them it is the empty search page, which reads nothing.
 */
export const middleware = [
  readsQuery((params) => (searchText(params.get(CATALOG_SEARCH_PARAM)) ? 'whole' : () => false)),
];

/**
 * For `?q=` (trimmed, at most 30 characters): one page of the matching products, ranked by
 * relevance unless sorted, filtered and paged as the shop is (the grid shows a failure with a
 * retry link, the sidebar `Error loading categories`), and the matching posts (a failure shows
 * with a retry link). An empty query finds nothing and asks the backend nothing. A page with a
 * failure is not cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = searchText(new URL(request.url).searchParams.get(CATALOG_SEARCH_PARAM));
  const canonical = `${serverConfig().storefrontUrl}/search`;
  if (!query) {
    return data(
      {
        query,
        canonical,
        results: { ok: true, value: [] } as Loaded<PostSearchResult[]>,
        catalogue: null as SearchCatalogue | null,
      },
      { headers: cacheHeaders() },
    );
  }
  const client = commerceClient();
  const [categories, listing, results] = await Promise.all([
    settle(loadCategories(client)),
    loadListing(request, client, '/search'),
    settle(searchPosts(client, query)),
  ]);
  return data(
    {
      query,
      canonical,
      results,
      catalogue: {
        position: listing.position,
        categories: mapLoaded(categories, toSidebarCategories),
        products: listing.products,
        total: listing.total,
        facets: listing.facets,
      } as SearchCatalogue | null,
    },
    { headers: cacheHeaders(categories.ok && listing.complete && results.ok) },
  );
}

/** The products part of a search page: the listing as the shop's, and the sidebar's categories. */
interface SearchCatalogue {
  position: ListingPosition;
  categories: Loaded<SidebarCategory[]>;
  products: Pending<ProductCardProduct[]>;
  total: Pending<number>;
  facets: Loaded<ProductFacets>;
}

export default routeComponent(function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const crumbs = [{ label: 'Home', href: '/' }, { label: 'Search' }];
  const form = <SearchForm query={query} />;
  if (!loaderData.catalogue) {
    return (
      <>
        <Banner title="Search" crumbs={crumbs} />
        <div className={styles.page}>
          {form}
          {query ? <SearchResults query={query} results={results} /> : null}
        </div>
      </>
    );
  }
  const { catalogue } = loaderData;
  return (
    <CatalogueView
      title="Search"
      crumbs={crumbs}
      categories={catalogue.categories}
      currentHref="/search"
      products={catalogue.products}
      listing={{ position: catalogue.position, total: catalogue.total, facets: catalogue.facets }}
      intro={<div className={styles.page}>{form}</div>}
    >
      <div className={styles.page}>
        <h2 className={styles.label}>Posts</h2>
        <SearchResults query={query} results={results} />
      </div>
    </CatalogueView>
  );
});

/** The search field: Enter or the button asks again, on the first page in relevance order. */
function SearchForm({ query }: { query: string }) {
  const fieldId = useId();
  const hintId = useId();
  return (
    <Form method="get" action="/search" role="search" className={styles.form}>
      <label htmlFor={fieldId} className={styles.label}>
        Search products and posts
      </label>
      <div className={styles.row}>
        <Input
          key={query}
          id={fieldId}
          name={CATALOG_SEARCH_PARAM}
          type="search"
          defaultValue={query}
          maxLength={LIMITS.searchMaxLength}
          placeholder="For example: retatrutide"
          aria-describedby={hintId}
          className={styles.field}
        />
        <Button type="submit">Search</Button>
      </div>
      <p id={hintId} className={styles.hint}>
        Press Enter to search. Up to {LIMITS.searchMaxLength} characters.
      </p>
    </Form>
  );
}

/** The result count and the posts found; none offers the blog, a failure a retry. */
function SearchResults({ query, results }: { query: string; results: Loaded<PostSearchResult[]> }) {
  if (!results.ok) {
    return (
      <div className={styles.message}>
        <RetryWhileFailed />
        <FormAlert>{MESSAGES.errorGeneric(results.error)}</FormAlert>
        <ButtonLink href={`/search?q=${encodeURIComponent(query)}`} variant="secondary">
          Try again
        </ButtonLink>
      </div>
    );
  }
  return (
    <section aria-label="Search results" className={styles.found}>
      <p role="status" className={styles.status}>
        {searchResultsLabel(results.value.length)}
      </p>
      {results.value.length > 0 ? (
        <ul className={styles.results}>
          {results.value.map((result) => (
            <li key={result.id} className={styles.result}>
              <Link href={result.href} className={styles.resultLink}>
                {result.title}
              </Link>
              {result.author ? (
                <span className={styles.resultAuthor}>By {result.author}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.message}>
          <ButtonLink href="/blog" variant="secondary">
            Browse the blog
          </ButtonLink>
        </p>
      )}
    </section>
  );
}
