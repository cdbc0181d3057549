import { TIMINGS } from '@peptide/domain';
import { Children, type ReactNode } from 'react';
import * as carousel from '../../carousel/carousel.css';
import { carouselKeys } from '../../carousel/carouselKeys';
import { useCarousel } from '../../carousel/useCarousel';

export interface ReviewSliderProps {
  /** One review per slide. */
  children: ReactNode;
  label?: string;
  /** Autoplay interval in ms (`TIMINGS.reviewSliderAutoplay`, 8000), paused on hover and focus. */
  autoplayDelay?: number;
}

/**
 * The home page's review slider: one slide at a time, no loop, autoplay, no dots or arrows.
 * Swipe or, with focus inside, the arrow keys move it.
 */
export function ReviewSlider({
  children,
  label = 'Customer reviews',
  autoplayDelay = TIMINGS.reviewSliderAutoplay,
}: ReviewSliderProps) {
  const { viewportRef, rootProps, selectedIndex, scrollPrev, scrollNext } = useCarousel({
    autoplayDelay,
    loop: false,
  });
  const slides = Children.toArray(children);
  return (
    <section
      aria-roledescription="carousel"
      {...rootProps}
      aria-label={label}
      className="review-slick-1"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: without arrows or dots the slider itself takes focus for arrow keys
      tabIndex={0}
      onKeyDown={carouselKeys(scrollPrev, scrollNext)}
    >
      <div className={carousel.viewport} ref={viewportRef}>
        <div className={carousel.track}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern names slides as groups
            <div
              key={(slide as { key?: string | null }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index === selectedIndex ? undefined : true}
              className={carousel.slideBase}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
