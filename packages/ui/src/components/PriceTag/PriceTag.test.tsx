import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('given a price, it shows it in euros', () => {
    const { container } = render(<PriceTag price={1234.5} />);
    expect(container.textContent).toBe('€1,234.50');
  });

  it('given a regular price above the price, it strikes the old price and names both', () => {
    const { container } = render(<PriceTag price={54} regularPrice={64} />);
    expect(container.querySelector('del')?.textContent).toBe('Original price: €64.00');
    expect(container.querySelector('ins')?.textContent).toBe('Sale price: €54.00');
  });

  it('given a regular price equal to the price, it shows a plain price', () => {
    const { container } = render(<PriceTag price={54} regularPrice={54} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('€54.00');
  });

  it('given a range, it shows From and the lowest price', () => {
    const { container } = render(<PriceTag price={89} range={{ min: 89, max: 159 }} />);
    expect(container.textContent).toBe('From €89.00');
  });

  it('given the backend range string, it shows From and the lowest price', () => {
    const { container } = render(<PriceTag price={89} range="€89.00 - €149.00" />);
    expect(container.textContent).toBe('From €89.00');
  });

  it('given only the lowest price of a range, it shows From and that price', () => {
    const { container } = render(<PriceTag price={89} range={{ min: 89 }} />);
    expect(container.textContent).toBe('From €89.00');
  });

  it('given a range string with one price, it shows a plain price', () => {
    const { container } = render(<PriceTag price={89} range="€89.00" />);
    expect(container.textContent).toBe('€89.00');
  });
});
