import type { EmblaCarouselType } from 'embla-carousel';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Carousels mark their outer element with this so autoplay pauses while the pointer is anywhere over it. */
const CAROUSEL_ROOT = '[aria-roledescription="carousel"]';

let embla:
  | Promise<[typeof import('embla-carousel'), typeof import('embla-carousel-autoplay')]>
  | undefined;
/** Embla and its autoplay plugin, fetched once, when the first carousel nears the viewport. */
const loadEmbla = () => {
  embla ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
  return embla;
};

/** Options of {@link useCarousel}. */
export interface CarouselOptions {
  /** Autoplay interval in ms; autoplay is off when omitted or when the user prefers reduced motion. */
  autoplayDelay?: number;
  loop?: boolean;
  /** Lets Embla handle mouse and touch dragging; off when the component handles swipes itself. */
  drag?: boolean;
}

/**
 * An Embla carousel with autoplay that pauses on hover and focus, and stands still for users who
 * prefer reduced motion. Embla starts (measures the slides, starts autoplay) once the carousel
 * is within a screen of the viewport, so a carousel below the fold costs a page's load nothing.
 * @param options - autoplay interval, looping and dragging
 * @returns the viewport ref, the Embla API, the selected slide, the slide count and navigation
 */
export function useCarousel({ autoplayDelay, loop = true, drag = true }: CarouselOptions) {
  const reduceMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(viewportRef);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let stopped = false;
    void loadEmbla().then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (stopped) return;
      const plugins =
        autoplayDelay && !reduceMotion
          ? [
              Autoplay({
                delay: autoplayDelay,
                stopOnInteraction: false,
                stopOnMouseEnter: true,
                // Focus is handled on the whole carousel (arrows and dots too) by `rootProps`.
                stopOnFocusIn: false,
                rootNode: (node) => node.closest<HTMLElement>(CAROUSEL_ROOT) ?? node,
              }),
            ]
          : [];
      carousel = EmblaCarousel(
        viewport,
        { loop, align: 'start', watchDrag: drag, duration: reduceMotion ? 1 : 25 },
        plugins,
      );
      setApi(carousel);
    });
    return () => {
      stopped = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [near, autoplayDelay, reduceMotion, loop, drag]);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // Autoplay pauses while focus is anywhere in the carousel and resumes when it leaves.
  const rootProps = useMemo(
    () => ({
      onFocus: () => api?.plugins().autoplay?.stop(),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          api?.plugins().autoplay?.play();
      },
    }),
    [api],
  );

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return {
    viewportRef,
    rootProps,
    api,
    selectedIndex,
    snapCount,
    canPrev,
    canNext,
    scrollPrev,
    scrollNext,
    scrollTo,
    reduceMotion,
  };
}
