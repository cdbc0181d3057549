import { filterProductsByName } from '@peptide/domain';
import type { SearchResult } from '@peptide/ui';
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import type { loader } from '../routes/api.catalogue';

/** The header search's state, shared by its desktop and mobile boxes. */
export interface ProductSearch {
  value: string;
  setValue: (value: string) => void;
  results: SearchResult[];
  loading: boolean;
}

/**
 * The header product search: loads the catalogue once, when the shopper first types, and
 * filters it by name in the browser.
 *
 * @returns the query, its setter, the matching products and whether the catalogue is loading
 */
export function useProductSearch(): ProductSearch {
  const [value, setValue] = useState('');
  const catalogue = useFetcher<typeof loader>();
  const wanted = value.trim() !== '';
  const { state, data, load } = catalogue;
  useEffect(() => {
    if (wanted && state === 'idle' && !data) void load('/api/catalogue');
  }, [wanted, state, data, load]);
  const results = useMemo(() => filterProductsByName(data?.products ?? [], value), [data, value]);
  return { value, setValue, results, loading: wanted && !data };
}
