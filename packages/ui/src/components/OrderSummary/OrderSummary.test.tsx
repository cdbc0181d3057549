import { MESSAGES } from '@peptide/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../OrderDetails/fixtures';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary', () => {
  it('given an order, it confirms receipt with number, date, e-mail and total', () => {
    render(<OrderSummary order={sampleOrder} />);
    expect(screen.getByText(MESSAGES.orderReceived)).toBeTruthy();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Order number')?.textContent).toBe('1042');
    expect(term('Date')?.textContent).toBe('Mar 14, 2026');
    expect(term('Email')?.textContent).toBe('anna@kellerlabs.nl');
    expect(term('Total')?.textContent).toBe('€171.48');
  });

  it('given an order, it lists the lines with subtotal, shipping and total and both addresses', () => {
    render(<OrderSummary order={sampleOrder} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + sampleOrder.lines.length + 3);
    expect(within(table).getByRole('row', { name: 'Shipping €15.00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
  });

  it('given deductions, it lists each between Subtotal and Shipping as a negative amount', () => {
    render(
      <OrderSummary
        order={{
          ...sampleOrder,
          deductions: [
            { label: 'Discount (Coupon)', amount: 10 },
            { label: 'Bitcoin discount (10%)', amount: 9 },
          ],
        }}
      />,
    );
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    const subtotalAt = rows.findIndex((row) => row?.startsWith('Subtotal'));
    expect(rows[subtotalAt + 1]).toBe('Discount (Coupon)-€10.00');
    expect(rows[subtotalAt + 2]).toBe('Bitcoin discount (10%)-€9.00');
    expect(rows[subtotalAt + 3]).toMatch(/^Shipping/);
  });

  it('while loading, it announces a busy status and shows neither order nor not-found', () => {
    render(<OrderSummary loading />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading order')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noOrderFound)).toBeNull();
  });

  it('given no order, it says none was found', () => {
    render(<OrderSummary order={null} />);
    expect(screen.getByText(MESSAGES.noOrderFound)).toBeTruthy();
  });

  it('given a load error, it shows the domain message', () => {
    render(<OrderSummary error="Network request failed" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Error loading order: Network request failed',
    );
  });
});
