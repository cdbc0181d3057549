import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostSkeleton } from './PostSkeleton';

describe('PostSkeleton', () => {
  it('given it is shown, it announces a busy status named Loading post', () => {
    render(<PostSkeleton />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading post');
  });

  it('given the article layout, it draws the image at 1200 × 630 so nothing shifts', () => {
    const { container } = render(<PostSkeleton />);
    const ratios = Array.from(container.querySelectorAll<HTMLElement>('[data-skeleton]')).map(
      (block) => block.style.aspectRatio,
    );
    expect(ratios).toContain('1200 / 630');
  });

  it('given two paragraphs, it draws four lines for each after the title, meta, image and contents bar', () => {
    const { container } = render(<PostSkeleton paragraphs={2} />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(2 + 2 + 1 + 1 + 2 * 4);
  });
});
