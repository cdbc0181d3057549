import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHorizontalLayout } from '../../test/fakeLayout';
import { ReviewSlider } from './ReviewSlider';

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

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const visibleSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('aria-hidden'))
    ?.textContent;

function renderSlider() {
  return render(
    <ReviewSlider>
      <p key="1">One</p>
      <p key="2">Two</p>
      <p key="3">Three</p>
    </ReviewSlider>,
  );
}

describe('ReviewSlider', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    autoplayOptions.length = 0;
    undoLayout = fakeHorizontalLayout();
  });
  afterEach(() => undoLayout());

  it('given reviews, it shows one at a time with the review-slick-1 class and no dots or arrows', async () => {
    const { container } = renderSlider();
    await settle();
    expect(container.querySelector('.review-slick-1')).not.toBeNull();
    expect(visibleSlide()).toBe('One');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('given default settings, it autoplays every 8000 ms and pauses on hover', async () => {
    renderSlider();
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(autoplayOptions.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(autoplayOptions.at(-1)).toMatchObject({
      delay: 8000,
      stopOnMouseEnter: true,
    });
  });

  it('given the last review, the right arrow does not loop back to the first', async () => {
    renderSlider();
    await settle();
    const slider = screen.getByRole('region', { name: 'Customer reviews' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await settle();
    expect(visibleSlide()).toBe('Three');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await settle();
    expect(visibleSlide()).toBe('Three');
  });
});
