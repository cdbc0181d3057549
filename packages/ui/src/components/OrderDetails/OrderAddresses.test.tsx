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
});
