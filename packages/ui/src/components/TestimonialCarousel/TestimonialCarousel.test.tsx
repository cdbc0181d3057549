import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHorizontalLayout } from '../../test/fakeLayout';
import { swipeDirection } from './swipe';
import { type Testimonial, TestimonialCarousel } from './TestimonialCarousel';

const testimonials: Testimonial[] = [
  { id: 'a', stars: 5, review: 'First review', name: 'Ann', role: 'Scientist' },
  { id: 'b', stars: 4, review: 'Second review', name: 'Ben', role: 'Manager' },
  { id: 'c', stars: 5, review: 'Third review', name: 'Cat', role: 'Researcher' },
];

const currentDot = () =>
  screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true');

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function swipe(fromX: number, toX: number) {
  const viewport = screen.getByTestId('testimonial-viewport');
  fireEvent.pointerDown(viewport, { clientX: fromX });
  fireEvent.pointerUp(viewport, { clientX: toX });
}

describe('swipeDirection', () => {
  it('given 39 px, it is not a swipe; given 40 px, it is', () => {
    expect(swipeDirection(100, 61, 40)).toBeNull();
    expect(swipeDirection(100, 60, 40)).toBe('next');
    expect(swipeDirection(100, 140, 40)).toBe('prev');
  });
});

describe('TestimonialCarousel', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = fakeHorizontalLayout();
  });
  afterEach(() => undoLayout());

  it('given testimonials, it shows stars, review, name and role', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await settle();
    expect(screen.getByText('First review')).toBeTruthy();
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('Scientist')).toBeTruthy();
  });

  it('given a swipe shorter than 40 px, the slide stays', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await settle();
    expect(currentDot()).toBe(0);
    swipe(200, 161);
    await settle();
    expect(currentDot()).toBe(0);
  });

  it('given a left swipe of 40 px or more, it moves to the next testimonial, and a right swipe back', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await settle();
    swipe(200, 150);
    await settle();
    expect(currentDot()).toBe(1);
    swipe(150, 200);
    await settle();
    expect(currentDot()).toBe(0);
  });

  it('given a dot, it jumps to that testimonial', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    await settle();
    expect(currentDot()).toBe(2);
  });

  it('given focus inside and the right arrow key, it moves to the next testimonial', async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await settle();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show testimonial 1 of 3' }), {
      key: 'ArrowRight',
    });
    await settle();
    expect(currentDot()).toBe(1);
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function wait(ms: number) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    }

    it('given 5000 ms, it moves to the next testimonial, not before', async () => {
      render(<TestimonialCarousel testimonials={testimonials} />);
      await wait(4900);
      expect(currentDot()).toBe(0);
      await wait(200);
      expect(currentDot()).toBe(1);
    });

    it('given the pointer over the carousel, it holds still until the pointer leaves', async () => {
      render(<TestimonialCarousel testimonials={testimonials} />);
      await wait(10);
      const carousel = screen.getByRole('region', { name: 'Testimonials' });
      fireEvent.mouseEnter(carousel);
      await wait(6000);
      expect(currentDot()).toBe(0);
      fireEvent.mouseLeave(carousel);
      await wait(5100);
      expect(currentDot()).toBe(1);
    });

    it('given focus on a dot, it holds still until focus leaves the carousel', async () => {
      render(
        <>
          <TestimonialCarousel testimonials={testimonials} />
          <button type="button">after</button>
        </>,
      );
      await wait(10);
      act(() => screen.getByRole('button', { name: 'Show testimonial 1 of 3' }).focus());
      await wait(6000);
      expect(currentDot()).toBe(0);
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      await wait(5100);
      expect(currentDot()).toBe(1);
    });
  });
});
