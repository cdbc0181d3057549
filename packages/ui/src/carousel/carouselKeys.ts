import type { KeyboardEvent } from 'react';

/**
 * Keyboard handler for a carousel viewport: Left and Right arrows move one slide.
 * @param prev - moves back one slide
 * @param next - moves forward one slide
 * @returns an onKeyDown handler
 */
export function carouselKeys(prev: () => void, next: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
}
