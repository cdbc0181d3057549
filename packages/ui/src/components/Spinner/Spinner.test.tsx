import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('given a label, it is announced as a status', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status').textContent).toBe('Loading products');
  });

  it('given no label, it is decorative and hidden from assistive tech', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
