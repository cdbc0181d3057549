import { TIMINGS } from '@peptide/domain';
import { Children, type ReactNode } from 'react';
import * as carousel from '../../carousel/carousel.css';
import { carouselKeys } from '../../carousel/carouselKeys';
import { useCarousel } from '../../carousel/useCarousel';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ProductCarousel.css';

export interface ProductCarouselProps {
  /** Heading, for example "Related Products"; also names the carousel. */
  title: string;
  /** Product cards, one per slide. */
  children: ReactNode;
  /** `single` shows one product at a time (Recent Products); `multi` shows 1, 2 or 4 by width. */
  variant?: 'multi' | 'single';
  /** Autoplay interval in ms; 3000 by default, paused on hover and focus. */
  autoplayDelay?: number;
  previousLabel?: string;
  nextLabel?: string;
  slideLabel?: (index: number, count: number) => string;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

/** A looping, autoplaying row of product cards with previous and next buttons. */
export function ProductCarousel({
  title,
  children,
  variant = 'multi',
  autoplayDelay = TIMINGS.productCarouselAutoplay,
  previousLabel = 'Previous products',
  nextLabel = 'Next products',
  slideLabel = defaultSlideLabel,
}: ProductCarouselProps) {
  const { viewportRef, rootProps, scrollPrev, scrollNext } = useCarousel({
    autoplayDelay,
    loop: true,
  });
  const slides = Children.toArray(children);
  const slideClass = `${carousel.slideBase} ${variant === 'multi' ? styles.slideMulti : carousel.slidePeek}`;
  return (
    <section
      aria-roledescription="carousel"
      {...rootProps}
      aria-label={title}
      className={styles.root}
      data-variant={variant}
      onKeyDown={carouselKeys(scrollPrev, scrollNext)}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.controls}>
          <IconButton
            label={previousLabel}
            icon={<ChevronLeftIcon />}
            variant="outline"
            shape="round"
            onClick={scrollPrev}
          />
          <IconButton
            label={nextLabel}
            icon={<ChevronRightIcon />}
            variant="outline"
            shape="round"
            onClick={scrollNext}
          />
        </div>
      </div>
      <div className={carousel.viewport} ref={viewportRef}>
        <div className={carousel.track}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern names slides as groups
            <div
              key={(slide as { key?: string | null }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, slides.length)}
              className={slideClass}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
