import { LAYOUT, TIMINGS } from '@peptide/domain';
import { useRef } from 'react';
import * as carousel from '../../carousel/carousel.css';
import { carouselKeys } from '../../carousel/carouselKeys';
import { useCarousel } from '../../carousel/useCarousel';
import { StarIcon } from '../../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { swipeDirection } from './swipe';
import * as styles from './TestimonialCarousel.css';

export interface Testimonial {
  id: string;
  /** 1 to 5. */
  stars: number;
  review: string;
  name: string;
  role: string;
}

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Names the carousel. */
  label?: string;
  /** Autoplay interval in ms (`TIMINGS.testimonialInterval`, 5000), paused on hover and focus. */
  interval?: number;
  /** Smallest horizontal swipe in px that changes the slide (`LAYOUT.testimonialSwipeThreshold`, 40). */
  swipeThreshold?: number;
  starsLabel?: (stars: number) => string;
  goToLabel?: (index: number, count: number) => string;
}

const defaultStarsLabel = (stars: number) => `Rated ${stars} out of 5`;
const defaultGoToLabel = (index: number, count: number) =>
  `Show testimonial ${index + 1} of ${count}`;

/** One testimonial at a time, with stars, review, name and role; swipe, dots or arrow keys move it. */
export function TestimonialCarousel({
  testimonials,
  label = 'Testimonials',
  interval = TIMINGS.testimonialInterval,
  swipeThreshold = LAYOUT.testimonialSwipeThreshold,
  starsLabel = defaultStarsLabel,
  goToLabel = defaultGoToLabel,
}: TestimonialCarouselProps) {
  // Embla's own dragging has no distance threshold, so swipes are read here instead.
  const { viewportRef, rootProps, selectedIndex, scrollPrev, scrollNext, scrollTo } = useCarousel({
    autoplayDelay: interval,
    loop: true,
    drag: false,
  });
  const swipeStart = useRef<number | null>(null);

  const endSwipe = (x: number) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(swipeStart.current, x, swipeThreshold);
    swipeStart.current = null;
    if (direction === 'next') scrollNext();
    if (direction === 'prev') scrollPrev();
  };

  return (
    <section
      aria-roledescription="carousel"
      {...rootProps}
      aria-label={label}
      className={styles.root}
      onKeyDown={carouselKeys(scrollPrev, scrollNext)}
    >
      <div
        ref={viewportRef}
        className={`${carousel.viewport} ${styles.viewport}`}
        data-testid="testimonial-viewport"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => endSwipe(event.clientX)}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div className={carousel.track}>
          {testimonials.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern names slides as groups
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              aria-hidden={index === selectedIndex ? undefined : true}
              className={`${carousel.slideBase} ${carousel.slidePeek}`}
            >
              <figure className={styles.card}>
                <div className={styles.stars}>
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarIcon key={star} size={18} filled={star <= testimonial.stars} />
                  ))}
                  <VisuallyHidden>{starsLabel(testimonial.stars)}</VisuallyHidden>
                </div>
                <blockquote className={styles.review}>{testimonial.review}</blockquote>
                <figcaption>
                  <cite className={styles.name}>{testimonial.name}</cite>
                  <br />
                  <span className={styles.role}>{testimonial.role}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={carousel.dots}>
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.id}
            type="button"
            className={carousel.dot}
            aria-label={goToLabel(index, testimonials.length)}
            aria-current={index === selectedIndex ? 'true' : undefined}
            onClick={() => scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
