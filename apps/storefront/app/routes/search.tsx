import { LIMITS, MESSAGES, searchResultsLabel } from '@peptide/domain';
import { Banner, Button, ButtonLink, FormAlert, Input, Link } from '@peptide/ui';
import { useId } from 'react';
import { data, Form } from 'react-router';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { type PostSearchResult, searchPosts } from '../lib/content.server';
import type { Loaded } from '../lib/loaded';
import { settle } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import * as styles from '../search/SearchPage.css';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const query = loaderData?.query;
  const tags = pageMeta(
    query ? `Search results for “${query}”` : 'Search the blog',
    'Search the blog’s laboratory guides on peptides, storage, BAC water and certificates of analysis.',
    loaderData?.canonical,
  );
  // Result pages are endless variations of the blog: keep them out of search engines.
  return query ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export const headers = catalogueHeaders;

/**
 * The posts matching `?q=` (trimmed, at most 30 characters); an empty query finds nothing and
 * asks the backend nothing. When the search fails the page says so with a retry link and is not
 * cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = searchQuery(new URL(request.url).searchParams.get('q'));
  const results: Loaded<PostSearchResult[]> = query
    ? await settle(searchPosts(commerceClient(), query))
    : { ok: true, value: [] };
  return data(
    { query, results, canonical: `${serverConfig().storefrontUrl}/search` },
    { headers: cacheHeaders(results.ok) },
  );
}

/** The query as the search uses it: cut to the field's 30 characters, then trimmed. */
function searchQuery(raw: string | null): string {
  return (raw ?? '').slice(0, LIMITS.searchMaxLength).trim();
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const fieldId = useId();
  const hintId = useId();
  return (
    <>
      <Banner title="Search" crumbs={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
      <div className={styles.page}>
        <Form method="get" action="/search" role="search" className={styles.form}>
          <label htmlFor={fieldId} className={styles.label}>
            Search the blog
          </label>
          <div className={styles.row}>
            <Input
              key={query}
              id={fieldId}
              name="q"
              type="search"
              defaultValue={query}
              maxLength={LIMITS.searchMaxLength}
              placeholder="For example: storage"
              aria-describedby={hintId}
              className={styles.field}
            />
            <Button type="submit">Search posts</Button>
          </div>
          <p id={hintId} className={styles.hint}>
            Press Enter to search. Up to {LIMITS.searchMaxLength} characters.
          </p>
        </Form>
        {query ? <SearchResults query={query} results={results} /> : null}
      </div>
    </>
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
