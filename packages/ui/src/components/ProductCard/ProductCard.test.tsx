import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LinkProps, LinkProvider } from '../../link/LinkProvider';
import { ProductCard, type ProductCardProduct } from './ProductCard';

const simple: ProductCardProduct = {
  id: 1,
  slug: 'bpc-157',
  name: 'BPC-157',
  href: '/product/bpc-157',
  price: 39.99,
  inStock: true,
  type: 'simple',
};

/** The navigation state each link was rendered with. */
const received: unknown[] = [];

function RecordingLink({ state, href, ...props }: LinkProps) {
  received.push(state);
  return <a href={href} {...props} />;
}

describe('ProductCard', () => {
  it('given a router link component, both links carry the product as navigation state', () => {
    received.length = 0;
    render(
      <LinkProvider component={RecordingLink}>
        <ProductCard product={simple} />
      </LinkProvider>,
    );
    expect(received).toEqual([{ product: simple }, { product: simple }]);
  });

  it('given a simple product, Add to cart reports the product', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={simple} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(simple);
  });

  it('given the cart action, Add to cart is a form posting the product there, which scripts take over', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={simple} onAddToCart={onAddToCart} addToCartAction="/cart" />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/cart');
    expect(button.getAttribute('type')).toBe('submit');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      intent: 'add',
      productId: '1',
      quantity: '1',
    });
    await userEvent.click(button);
    expect(onAddToCart).toHaveBeenCalledWith(simple);
  });

  it('given adding, the button is busy and cannot be pressed again', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={simple} onAddToCart={onAddToCart} adding />);
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('given a variable product, it links to the product page with Select Options', () => {
    render(<ProductCard product={{ ...simple, type: 'variable' }} />);
    expect(screen.getByRole('link', { name: 'Select Options' }).getAttribute('href')).toBe(
      '/product/bpc-157',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('given an out-of-stock product, it shows the badge and a disabled Out of Stock button', () => {
    render(<ProductCard product={{ ...simple, inStock: false }} />);
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('given an out-of-stock product, the badge is read with the card, not hidden in the image link', () => {
    render(<ProductCard product={{ ...simple, inStock: false }} />);
    const badge = screen
      .getAllByText('Out of Stock')
      .find((element) => element.tagName !== 'BUTTON' && !element.closest('button'));
    expect(badge?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('given a price below the regular price, it shows a Sale badge', () => {
    render(<ProductCard product={{ ...simple, price: 54, regularPrice: 64 }} />);
    expect(screen.getByText('Sale')).toBeTruthy();
  });

  it('given a regular price, it shows no Sale badge', () => {
    render(<ProductCard product={simple} />);
    expect(screen.queryByText('Sale')).toBeNull();
  });

  it('given a sold-out product on sale, it shows Out of Stock rather than Sale', () => {
    render(<ProductCard product={{ ...simple, price: 54, regularPrice: 64, inStock: false }} />);
    expect(screen.queryByText('Sale')).toBeNull();
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
  });

  it('given a variable product with the backend range string, it shows From and the lowest price', () => {
    render(
      <ProductCard product={{ ...simple, type: 'variable', priceRange: '€89.00 - €149.00' }} />,
    );
    expect(screen.getByText(/From/).parentElement?.textContent).toBe('From €89.00');
  });

  it('given a product, its name links to its page', () => {
    render(<ProductCard product={simple} />);
    expect(screen.getByRole('link', { name: 'BPC-157' }).getAttribute('href')).toBe(
      '/product/bpc-157',
    );
  });

  it("given no priority, its art loads when it nears the screen, at the browser's own rank", () => {
    const { container } = render(<ProductCard product={{ ...simple, image: '/bpc.svg' }} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.hasAttribute('fetchpriority')).toBe(false);
  });

  it("given priority (a listing's first card), its art loads at once ahead of other images", () => {
    const { container } = render(
      <ProductCard product={{ ...simple, image: '/bpc.svg' }} priority />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });
});
