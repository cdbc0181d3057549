import { MESSAGES } from '@peptide/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from './fixtures';
import { OrderDetails } from './OrderDetails';

describe('OrderDetails', () => {
  it('given no order, it asks to select one', () => {
    render(<OrderDetails />);
    expect(screen.getByText(MESSAGES.selectOrder)).toBeTruthy();
  });

  it('given an order, it shows its number, lines, totals and both addresses', () => {
    render(<OrderDetails order={sampleOrder} />);
    expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Order details' });
    expect(within(table).getByText('BPC-157 5 mg')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Subtotal €156.48' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Shipping €15.00' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total €171.48' })).toBeTruthy();
    expect(screen.getByText('Mar 14, 2026')).toBeTruthy();
    expect(screen.getByText(/Kanaalweg 12/)).toBeTruthy();
    expect(screen.getByText(/Laborstraße 4/)).toBeTruthy();
    expect(screen.getByText(/Germany/)).toBeTruthy();
  });

  it('given Back to orders, it links to the list', () => {
    render(<OrderDetails order={sampleOrder} backHref="/my-account?tab=orders" />);
    const back = screen.getByRole('link', { name: 'Back to orders' });
    expect(back.getAttribute('href')).toBe('/my-account?tab=orders');
  });

  it('given an order, Back to orders comes before its heading and the status reads as a word', () => {
    render(<OrderDetails order={sampleOrder} backHref="/orders" />);
    const back = screen.getByRole('link', { name: 'Back to orders' });
    const heading = screen.getByRole('heading', { name: 'Order #1042' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
  });

  it('given a load error, it shows the message with a way back', () => {
    render(<OrderDetails error="Network request failed" backHref="/orders" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Network request failed');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeTruthy();
  });

  it('while loading, it shows a busy placeholder and no order', () => {
    render(<OrderDetails loading order={sampleOrder} />);
    expect(screen.getByLabelText('Loading order').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
