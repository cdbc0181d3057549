import { useEffect, useRef } from 'react';

/** What this hook reads of `useFetcher`'s fetcher. */
interface AnsweringFetcher<T> {
  state: 'idle' | 'loading' | 'submitting';
  data: T | undefined;
}

/**
 * Calls `follow` once with each answer a fetcher's action gives, when the fetcher has settled:
 * a page that posts a form through a fetcher (Place Order, the /auth forms) follows its route
 * action's answer with it.
 *
 * @param fetcher - the fetcher that posted
 * @param follow - what the page does with the answer; called once per answer
 */
export function useFetcherAnswer<T>(
  fetcher: AnsweringFetcher<T>,
  follow: (answer: T) => void,
): void {
  const followed = useRef<T | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || followed.current === answer) return;
    followed.current = answer;
    follow(answer);
  }, [fetcher.state, fetcher.data, follow]);
}
