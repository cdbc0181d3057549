import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusLabel } from './OrderStatus';

describe('orderStatusLabel', () => {
  it('given upstream enum values, it gives sentence-case words', () => {
    expect(orderStatusLabel('PROCESSING')).toBe('Processing');
    expect(orderStatusLabel('ON_HOLD')).toBe('On hold');
    expect(orderStatusLabel('completed')).toBe('Completed');
  });
});

describe('OrderStatus', () => {
  it('given two different statuses, they are drawn in different tones', () => {
    render(
      <>
        <OrderStatus status="COMPLETED" />
        <OrderStatus status="CANCELLED" />
      </>,
    );
    expect(screen.getByText('Completed').className).not.toBe(
      screen.getByText('Cancelled').className,
    );
  });

  it('given an unknown status, it still shows the word', () => {
    render(<OrderStatus status="AWAITING_STOCK" />);
    expect(screen.getByText('Awaiting stock')).toBeTruthy();
  });
});
