import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReducedMotion } from '../../test/fakeLayout';
import { ProductCarousel } from './ProductCarousel';

const autoplayOptions = vi.hoisted(() => [] as unknown[]);

vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-autoplay')>();
  return {
    default: (options: Parameters<typeof actual.default>[0]) => {
      autoplayOptions.push(options);
      return actual.default(options);
    },
  };
});

function renderCarousel(props: Partial<Parameters<typeof ProductCarousel>[0]> = {}) {
  return render(
    <ProductCarousel title="Related Products" {...props}>
      <p key="a">A</p>
      <p key="b">B</p>
      <p key="c">C</p>
    </ProductCarousel>,
  );
}

describe('ProductCarousel', () => {
  let undoMotion: () => void = () => {};
  beforeEach(() => {
    autoplayOptions.length = 0;
  });
  afterEach(() => undoMotion());

  it('given products, it names the carousel and each slide by position', () => {
    renderCarousel();
    expect(
      screen.getByRole('region', { name: 'Related Products' }).getAttribute('aria-roledescription'),
    ).toBe('carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });

  it('given default settings, it autoplays every 3000 ms and pauses on hover', async () => {
    undoMotion = fakeReducedMotion(false);
    renderCarousel();
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(autoplayOptions.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(autoplayOptions.at(-1)).toMatchObject({
      delay: 3000,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
    });
  });

  it('given the user prefers reduced motion, it does not autoplay', async () => {
    undoMotion = fakeReducedMotion(true);
    renderCarousel();
    // Embla is fetched when the carousel nears the viewport: wait until it has started.
    await vi.dynamicImportSettled();
    await act(async () => {});
    expect(autoplayOptions).toEqual([]);
  });

  it('given the single variant, slides are marked for one product a view', () => {
    renderCarousel({ variant: 'single', title: 'Recent Products' });
    expect(
      screen.getByRole('region', { name: 'Recent Products' }).getAttribute('data-variant'),
    ).toBe('single');
  });
});
