import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates in a task of its own, after the parts above it.
 *
 * @remarks
 * React hydrates each Suspense boundary of the server HTML separately and yields to the browser
 * between them, so a page split into slices never blocks the main thread for the whole tree at
 * once; the header and the first screen, outside any slice, hydrate first. The server renders
 * the part whole and nothing in it suspends, so the empty fallback never shows. A component
 * around slices must not re-render them as it hydrates (state set in its effect, `useHydrated`
 * in it): new props reach the slices before they hydrate, and React then hydrates every one of
 * them at once, in one long task. Such state belongs in the smallest part that shows it.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
