import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine, type CartLineItem } from './CartLine';

const line: CartLineItem = {
  key: 'k',
  name: 'BPC-157',
  href: '/product/bpc-157',
  price: 39.99,
  quantity: 2,
  stock: 3,
};

function renderLine(overrides: Partial<Parameters<typeof CartLine>[0]> = {}) {
  const handlers = { onIncrement: vi.fn(), onDecrement: vi.fn(), onRemove: vi.fn() };
  render(<CartLine as="div" line={line} {...handlers} {...overrides} />);
  return handlers;
}

describe('CartLine', () => {
  it('given a line, it shows name, unit price and subtotal', () => {
    renderLine();
    expect(screen.getByRole('link', { name: 'BPC-157' })).toBeTruthy();
    expect(screen.getByText('€39.99')).toBeTruthy();
    expect(screen.getByText('€79.98')).toBeTruthy();
  });

  it('given plus, minus and remove, each reports its own action', async () => {
    const handlers = renderLine();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove BPC-157' }));
    expect(handlers.onIncrement).toHaveBeenCalledTimes(1);
    expect(handlers.onDecrement).toHaveBeenCalledTimes(1);
    expect(handlers.onRemove).toHaveBeenCalledTimes(1);
  });

  it('given quantity equal to stock, plus is disabled', () => {
    renderLine({ line: { ...line, quantity: 3 } });
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('given a removal in flight, only remove spins', () => {
    renderLine({ busy: { remove: true } });
    expect(screen.getByRole('button', { name: 'Remove BPC-157' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Increase quantity' }).hasAttribute('aria-busy'),
    ).toBe(false);
  });

  it('given no image, it shows the placeholder', () => {
    const { container } = render(
      <CartLine
        as="div"
        line={{ ...line, image: null }}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('given an add-on line / it offers Remove alone: no quantity to change and no product link', async () => {
    const handlers = renderLine({
      line: { ...line, name: 'Premium shipping insurance', quantity: 1, addOn: true },
    });
    expect(screen.queryByRole('group', { name: /Quantity/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Premium shipping insurance')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Premium shipping insurance' }),
    );
    expect(handlers.onRemove).toHaveBeenCalledTimes(1);
  });

  it('given an add-on line posted without scripts / Remove submits the line with intent=remove', () => {
    const { container } = render(
      <CartLine
        as="div"
        line={{ ...line, quantity: 1, addOn: true }}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
        onRemove={vi.fn()}
        formAction="/cart"
      />,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/cart');
    expect(form?.querySelector('input[name="key"]')?.getAttribute('value')).toBe('k');
    const remove = screen.getByRole('button', { name: 'Remove BPC-157' });
    expect(remove.getAttribute('type')).toBe('submit');
    expect(remove.getAttribute('name')).toBe('intent');
    expect(remove.getAttribute('value')).toBe('remove');
  });
});
