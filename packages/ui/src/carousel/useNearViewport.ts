import { type RefObject, useEffect, useState } from 'react';

/** How far from the screen an element counts as near: one screen height above or below. */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether an element is on or near the screen, so work it needs (measuring slides, starting
 * timers) can wait until a shopper may scroll to it. It stays true once it was.
 *
 * @param ref - the element's ref, read once the element is mounted
 * @returns true once the element came within a screen of the viewport (at once in a browser
 *   without IntersectionObserver)
 * @remarks A ref object, not an element kept in state: a callback ref that sets state makes
 *   React render its component again, synchronously, inside the commit that mounts it (for a
 *   server-rendered page, the hydration's last task).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
