import { MESSAGES } from '@peptide/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleOrders } from '../OrderDetails/fixtures';
import { type OrderRow, OrdersTable } from './OrdersTable';

const viewHref = (order: OrderRow) => `/orders/${order.id}`;

describe('OrdersTable', () => {
  it('given orders, it shows the five columns and one row per order', () => {
    render(<OrdersTable orders={sampleOrders} viewHref={viewHref} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Date', 'Status', 'Total', 'Actions']);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('#1042')).toBeTruthy();
    expect(within(first).getByText('Mar 14, 2026')).toBeTruthy();
    expect(within(first).getByText('Processing')).toBeTruthy();
    expect(within(first).getByText('€171.48')).toBeTruthy();
    expect(screen.getByText('€12.50')).toBeTruthy();
  });

  it('given the backend statuses, each reads as a word in sentence case', () => {
    render(<OrdersTable orders={sampleOrders} viewHref={viewHref} />);
    const statuses = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td[data-label="Status"]')?.textContent);
    expect(statuses).toEqual(['Processing', 'Completed', 'Cancelled']);
  });

  it("given View, it links to that order's own page", () => {
    render(<OrdersTable orders={sampleOrders} viewHref={viewHref} />);
    const view = screen.getByRole('link', { name: 'View order 1037' });
    expect(view.getAttribute('href')).toBe(`/orders/${sampleOrders[1]?.id}`);
  });

  it('given no orders, it says so and links to the shop', () => {
    render(<OrdersTable orders={[]} viewHref={viewHref} />);
    expect(screen.getByText(MESSAGES.noOrders)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.browseProducts }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('while loading, it shows a busy table without the empty message', () => {
    render(<OrdersTable orders={[]} viewHref={viewHref} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(MESSAGES.noOrders)).toBeNull();
  });

  it('given a load error, it shows the message', () => {
    render(<OrdersTable orders={[]} viewHref={viewHref} error="Network request failed" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Network request failed');
  });
});
