import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('given a size, it takes that size and is hidden from assistive tech', () => {
    const { container } = render(<Skeleton width={120} height={44} radius={8} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('44px');
  });
});
