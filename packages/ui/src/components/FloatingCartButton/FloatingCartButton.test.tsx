import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingCartButton } from './FloatingCartButton';

describe('FloatingCartButton', () => {
  it('given a click, it asks to open the mini cart', async () => {
    const onClick = vi.fn();
    render(<FloatingCartButton count={1} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('given an empty cart, no badge shows', () => {
    render(<FloatingCartButton count={0} onClick={vi.fn()} />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cart' })).toBeTruthy();
  });

  it("given the page's landmarks, the button sits in a named complementary region", () => {
    render(<FloatingCartButton count={2} onClick={vi.fn()} />);
    const region = screen.getByRole('complementary', { name: 'Cart shortcut' });
    expect(region.contains(screen.getByRole('button', { name: 'Open cart, 2 items' }))).toBe(true);
  });
});
