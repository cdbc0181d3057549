import { useEffect, useState } from 'react';

/**
 * Whether the component calling it has hydrated: false in the server HTML and on the
 * hydrating render, true from the render after.
 *
 * @returns whether this part of the page runs with its scripts
 * @remarks Call it in the smallest component that changes with the answer. The state change
 *   re-renders that component alone; held by a parent of a page's hydration slices, it would
 *   update their props before they hydrate, and React would then hydrate all of them at once,
 *   in one long task, instead of each in a task of its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
