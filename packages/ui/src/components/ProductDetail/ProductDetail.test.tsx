import { MESSAGES } from '@peptide/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetail, type ProductDetailProps } from './ProductDetail';

const product = {
  name: 'BPC-157 5mg',
  price: 49,
  stockStatus: 'IN_STOCK' as const,
  stockQuantity: 5,
};

/** Renders the detail of the product out of stock, with any other props given. */
function renderOutOfStock(props: Partial<ProductDetailProps> = {}) {
  render(
    <ProductDetail
      product={{ ...product, stockStatus: 'OUT_OF_STOCK' }}
      quantity={1}
      onQuantityChange={() => {}}
      onAddToCart={() => {}}
      {...props}
    />,
  );
}

describe('ProductDetail', () => {
  it('given a submit, it asks to add to cart once', () => {
    const onAddToCart = vi.fn();
    render(
      <ProductDetail
        product={product}
        quantity={1}
        onQuantityChange={() => {}}
        onAddToCart={onAddToCart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('given a typed quantity, it reports the number', () => {
    const onQuantityChange = vi.fn();
    render(
      <ProductDetail
        product={product}
        quantity={1}
        onQuantityChange={onQuantityChange}
        onAddToCart={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(onQuantityChange).toHaveBeenCalledWith(3);
  });

  it('given out of stock, the button says so and cannot add', () => {
    renderOutOfStock();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toHaveProperty('disabled', true);
  });

  it('given children, they follow the buy form in the details column, outside it and before the certificates', () => {
    renderOutOfStock({
      coaLinks: [{ name: 'HPLC report', url: 'https://example.org/coa.pdf' }],
      children: <p>Back in stock form</p>,
    });
    const child = screen.getByText('Back in stock form');
    const button = screen.getByRole('button', { name: 'Out of Stock' });
    const certificates = screen.getByRole('heading', { name: 'Certificates of analysis' });
    expect(child.closest('form')).toBeNull();
    expect(child.parentElement).toBe(button.closest('form')?.parentElement);
    expect(button.compareDocumentPosition(child) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      child.compareDocumentPosition(certificates) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('given a quantity above the stock, it says Stock Limit Exceeds. and cannot add', () => {
    const onAddToCart = vi.fn();
    render(
      <ProductDetail
        product={product}
        quantity={6}
        onQuantityChange={() => {}}
        onAddToCart={onAddToCart}
      />,
    );
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.stockLimitExceeds).id).toBe(
      quantity.getAttribute('aria-describedby'),
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.submit(add.closest('form') as HTMLFormElement);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('given quantity and the units in the cart exceed the stock, the button is disabled and says why', () => {
    const { rerender } = render(
      <ProductDetail
        product={product}
        quantity={2}
        inCart={3}
        onQuantityChange={() => {}}
        onAddToCart={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
    rerender(
      <ProductDetail
        product={product}
        quantity={3}
        inCart={3}
        onQuantityChange={() => {}}
        onAddToCart={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
    expect(screen.getByText(MESSAGES.onlyLeftInStock(5, 3))).toBeTruthy();
  });

  it('given an error and certificates, it announces the error and opens each COA in a new tab', () => {
    render(
      <ProductDetail
        product={product}
        quantity={1}
        onQuantityChange={() => {}}
        onAddToCart={() => {}}
        error="Please select a variation."
        coaLinks={[{ name: 'HPLC report', url: 'https://example.org/coa.pdf' }]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please select a variation.');
    const link = screen.getByRole('link', { name: 'HPLC report (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
