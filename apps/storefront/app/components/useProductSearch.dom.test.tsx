import { MESSAGES } from '@peptide/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '../routes/api.search';
import { SUGGEST_DEBOUNCE_MS, searchPageHref, useProductSearch } from './useProductSearch';

const answer = (query: string, names: string[]): SearchSuggestions => ({
  query,
  products: names.map((name, index) => ({ id: index + 1, name, href: `/product/${index}` })),
  total: names.length,
  failed: false,
});

describe('useProductSearch', () => {
  let requests: { url: string; signal: AbortSignal; respond: (body: SearchSuggestions) => void }[];
  beforeEach(() => {
    vi.useFakeTimers();
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            requests.push({
              url,
              signal: init.signal as AbortSignal,
              respond: (body) => resolve(Response.json(body)),
            });
          }),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const type = (result: { current: ReturnType<typeof useProductSearch> }, text: string) =>
    act(() => result.current.setValue(text));
  const pause = () => act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));

  it('given fewer than three characters / it asks nothing', async () => {
    const { result } = renderHook(() => useProductSearch());
    type(result, 'bp');
    await pause();
    expect(requests).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });

  it('given typing without a pause / it asks once, for the last text, after the pause', async () => {
    const { result } = renderHook(() => useProductSearch());
    type(result, 'ret');
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS / 2));
    type(result, 'retatrutdie');
    expect(result.current.loading).toBe(true);
    await pause();
    expect(requests.map((request) => request.url)).toEqual(['/api/search?q=retatrutdie']);
    await act(async () => requests[0]?.respond(answer('retatrutdie', ['Retatrutide'])));
    expect(result.current.results.map((product) => product.name)).toEqual(['Retatrutide']);
    expect(result.current.loading).toBe(false);
    expect(result.current.seeAllHref).toBe('/search?q=retatrutdie');
  });

  it('given a newer text while an answer loads / the older request is aborted and the previous list stays until the new one comes', async () => {
    const { result } = renderHook(() => useProductSearch());
    type(result, 'bpc');
    await pause();
    await act(async () => requests[0]?.respond(answer('bpc', ['BPC-157 5mg'])));
    type(result, 'bpc 1');
    await pause();
    type(result, 'bpc 15');
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(result.current.results.map((product) => product.name)).toEqual(['BPC-157 5mg']);
    expect(result.current.loading).toBe(true);
    await pause();
    await act(async () => requests[2]?.respond(answer('bpc 15', ['BPC-157 Powder 1g'])));
    expect(result.current.results.map((product) => product.name)).toEqual(['BPC-157 Powder 1g']);
  });

  it('given a failed answer / it says suggestions are unavailable', async () => {
    const { result } = renderHook(() => useProductSearch());
    type(result, 'bpc');
    await pause();
    await act(async () => requests[0]?.respond({ ...answer('bpc', []), failed: true }));
    expect(result.current.error).toBe(MESSAGES.searchSuggestionsFailed);
  });

  it('given a text with spaces / the search page address encodes it as a form would', () => {
    expect(searchPageHref('  bac water ')).toBe('/search?q=bac+water');
    expect(searchPageHref('  ')).toBe('/search');
  });
});
