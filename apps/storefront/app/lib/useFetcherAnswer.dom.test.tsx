import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFetcherAnswer } from './useFetcherAnswer';

type Fetcher = { state: 'idle' | 'loading' | 'submitting'; data: { n: number } | undefined };

describe('useFetcherAnswer', () => {
  it('given a fetcher / each answer is followed once, only once it has settled', () => {
    const follow = vi.fn();
    const { rerender } = renderHook((fetcher: Fetcher) => useFetcherAnswer(fetcher, follow), {
      initialProps: { state: 'idle', data: undefined },
    });
    const first = { n: 1 };
    rerender({ state: 'submitting', data: undefined });
    rerender({ state: 'loading', data: first });
    expect(follow).not.toHaveBeenCalled();
    rerender({ state: 'idle', data: first });
    rerender({ state: 'idle', data: first });
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenLastCalledWith(first);
    const second = { n: 2 };
    rerender({ state: 'idle', data: second });
    expect(follow).toHaveBeenCalledTimes(2);
    expect(follow).toHaveBeenLastCalledWith(second);
  });
});
