import { type RefObject, useEffect, useRef } from 'react';

/**
 * The custom property on `<html>` holding the sticky header's height; the page's scroll padding
 * reads it, so whatever is scrolled into view (a focused field, a tab's panel, an anchor) lands
 * below the header rather than under it.
 */
export const STICKY_HEADER_HEIGHT_VAR = '--sticky-header-height';

/**
 * Publishes the height of the element the returned ref is put on as
 * {@link STICKY_HEADER_HEIGHT_VAR}, and keeps it current as the element resizes.
 *
 * @returns the ref to put on the sticky header
 * @remarks Measured rather than a constant, so a header that changes height with the viewport,
 *   its menus or a redesign never covers what is scrolled to.
 */
export function useStickyHeaderHeight<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(
        STICKY_HEADER_HEIGHT_VAR,
        `${element.getBoundingClientRect().height}px`,
      );
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT_VAR);
    };
  }, []);
  return ref;
}
