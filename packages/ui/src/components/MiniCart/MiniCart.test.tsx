import { MESSAGES } from '@peptide/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MiniCart } from './MiniCart';

function Harness({ empty = false }: { empty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <MiniCart.Root open={open} onOpenChange={setOpen}>
        <MiniCart.Content>
          <MiniCart.Body>
            {empty ? (
              <MiniCart.Empty />
            ) : (
              <MiniCart.Lines>
                <MiniCart.Line
                  line={{
                    key: 'a',
                    name: 'BPC-157',
                    href: '/product/bpc-157',
                    price: 40,
                    quantity: 1,
                  }}
                  onIncrement={() => {}}
                  onDecrement={() => {}}
                  onRemove={() => {}}
                />
              </MiniCart.Lines>
            )}
          </MiniCart.Body>
          {empty ? null : <MiniCart.Footer subtotal={40} />}
        </MiniCart.Content>
      </MiniCart.Root>
    </>
  );
}

async function openCart() {
  const opener = screen.getByRole('button', { name: 'Open cart' });
  await userEvent.click(opener);
  return opener;
}

describe('MiniCart', () => {
  it('given open, it shows the Your Cart tab, the lines, the subtotal and Checkout Now to /checkout', async () => {
    render(<Harness />);
    await openCart();
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BPC-157' })).toBeTruthy();
    expect(screen.getByText('Subtotal').parentElement?.textContent).toBe('Subtotal€40.00');
    expect(screen.queryByText(/^Discount/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout Now' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByText('Subtotal after discount')).toBeNull();
  });

  it('given an applied coupon, the footer shows its discount row with the code and a Remove button', async () => {
    const onRemoveCoupon = vi.fn();
    render(
      <MiniCart.Root open onOpenChange={() => {}}>
        <MiniCart.Content>
          <MiniCart.Footer
            subtotal={40}
            discount={4}
            couponCode="WELCOME10"
            onRemoveCoupon={onRemoveCoupon}
          />
        </MiniCart.Content>
      </MiniCart.Root>,
    );
    const row = screen.getByText('Discount (WELCOME10)').closest('div');
    expect(row?.querySelector('dd')?.textContent).toBe('-€4.00');
    expect(screen.getByText('Subtotal after discount').parentElement?.textContent).toBe(
      'Subtotal after discount€36.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(onRemoveCoupon).toHaveBeenCalledTimes(1);
  });

  it('given a change waiting for the backend, the totals are marked busy and say they are updating', () => {
    const { rerender } = render(
      <MiniCart.Root open onOpenChange={() => {}}>
        <MiniCart.Content>
          <MiniCart.Footer subtotal={40} updating />
        </MiniCart.Content>
      </MiniCart.Root>,
    );
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.totalsUpdating);
    expect(screen.getByText(MESSAGES.totalsUpdating).closest('dl')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    rerender(
      <MiniCart.Root open onOpenChange={() => {}}>
        <MiniCart.Content>
          <MiniCart.Footer subtotal={40} />
        </MiniCart.Content>
      </MiniCart.Root>,
    );
    expect(screen.queryByText(MESSAGES.totalsUpdating)).toBeNull();
  });

  it('given an empty cart, it says Your Cart is Empty!', async () => {
    render(<Harness empty />);
    await openCart();
    expect(screen.getByText('Your Cart is Empty!')).toBeTruthy();
  });

  it('given the close icon, it closes and focus returns to the opener', async () => {
    render(<Harness />);
    const opener = await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('given Escape, it closes', async () => {
    render(<Harness />);
    await openCart();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a click outside the sheet, it closes', async () => {
    render(<Harness />);
    await openCart();
    fireEvent.pointerDown(screen.getByTestId('mini-cart-overlay'));
    fireEvent.click(screen.getByTestId('mini-cart-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given open, focus moves inside the sheet and Tab stays there', async () => {
    render(<Harness />);
    await openCart();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
