import { CATALOG_SEARCH_PARAM, LIMITS, MESSAGES, searchText } from '@peptide/domain';
import type { SearchResult } from '@peptide/ui';
import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '../routes/api.search';

/** How long typing must pause before the header asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 180;

/** The header search's state, shared by its desktop and mobile boxes. */
export interface ProductSearch {
  value: string;
  setValue: (value: string) => void;
  /** The latest answer's products, kept while the next one loads. */
  results: SearchResult[];
  /** How many products the latest answer matched in all. */
  total: number;
  loading: boolean;
  /** The suggestions failed; the message says so. */
  error: string | null;
  /** The search page for the text typed. */
  seeAllHref: string;
}

/** The search page, where the header's search form goes (without scripts too). */
export const SEARCH_PATH = '/search';

/** The search page's address for a text. */
export function searchPageHref(text: string): string {
  const q = searchText(text);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ [CATALOG_SEARCH_PARAM]: q })}` : SEARCH_PATH;
}

/**
 * The header product search: from three characters, once typing pauses, it asks the
 * storefront's `/api/search` for ranked suggestions (plain `fetch`, so no GraphQL client reaches
 * the browser), aborting the request a newer text supersedes.
 *
 * @returns the text, its setter, the latest suggestions with their total, and the request state
 */
export function useProductSearch(): ProductSearch {
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = searchText(value);
  const wanted = [...text].length >= LIMITS.searchSuggestMinLength;

  useEffect(() => {
    if (!wanted) {
      setLoading(false);
      return;
    }
    const request = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(searchPageHref(text).replace('/search', '/api/search'), {
          signal: request.signal,
        });
        const body = (await response.json()) as SearchSuggestions;
        if (request.signal.aborted) return;
        setFailed(!response.ok || body.failed);
        if (response.ok && !body.failed) setAnswer(body);
      } catch {
        if (!request.signal.aborted) setFailed(true);
      } finally {
        if (!request.signal.aborted) setLoading(false);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [text, wanted]);

  return {
    value,
    setValue,
    results: answer?.products ?? [],
    total: answer?.total ?? 0,
    loading,
    error: failed ? MESSAGES.searchSuggestionsFailed : null,
    seeAllHref: searchPageHref(value),
  };
}
