import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderAddresses } from './OrderAddresses';

describe('OrderAddresses', () => {
  it('given both addresses, each sits in a region named by its heading at the asked level', () => {
    render(
      <OrderAddresses
        billing={{ firstName: 'Anna', lastName: 'Keller', city: 'Leiden' }}
        shipping={null}
        headingLevel={4}
      />,
    );
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(billing.textContent).toContain('Anna Keller');
    expect(screen.getByRole('heading', { level: 4, name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shipping address' }).textContent).toContain(
      'No address provided.',
    );
  });

  it("given a German and a British address / each writes town and postcode in its country's order", () => {
    render(
      <OrderAddresses
        billing={{ city: 'Berlin', postcode: '10115', country: 'DE' }}
        shipping={{ city: 'London', postcode: 'SW1A 1AA', country: 'GB' }}
        headingLevel={2}
      />,
    );
    const lines = (name: string) =>
      [...screen.getByRole('region', { name }).querySelectorAll('address > span')].map(
        (line) => line.textContent,
      );
    expect(lines('Billing address')).toEqual(['10115 Berlin', 'Germany']);
    expect(lines('Shipping address')).toEqual(['London', 'SW1A 1AA', 'United Kingdom']);
  });
});
