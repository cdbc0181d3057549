import { BITCOIN_GATEWAY_ID, MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Mock, vi } from 'vitest';
import { CheckoutFormDemo, type CheckoutFormDemoProps } from './checkoutFormDemo';

export const billing = {
  firstName: 'Anna',
  lastName: 'Keller',
  company: '',
  country: 'NL',
  address1: 'Kanaalweg 12',
  city: 'Leiden',
  postcode: '2311 AB',
  phone: '(612) 345-6789',
  email: 'anna@kellerlabs.nl',
};

export const gateways = [
  { id: BITCOIN_GATEWAY_ID, title: 'Pay with Bitcoin', description: 'Scan the QR code.' },
  { id: 'other', title: 'Other crypto' },
];

export const ready = <T,>(data: T) => ({ status: 'ready' as const, data });
export const noData = { shippingMethods: ready([]), paymentGateways: ready([]) };

/** Renders the demo checkout with two rates and two gateways, and gives its callbacks. */
export function renderForm(props: Partial<CheckoutFormDemoProps> = {}): {
  onSubmit: Mock;
  onInvalid: Mock;
} {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  render(
    <CheckoutFormDemo
      lines={[{ id: 'l1', name: 'BPC-157', quantity: 2, total: 79.98 }]}
      totals={{ subtotal: 79.98, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 94.98 }}
      shippingMethods={ready([
        { id: 'flat_rate:1', label: 'Xpresspost', cost: 15 },
        { id: 'free_shipping:2', label: 'Free EU shipping', cost: 0 },
      ])}
      paymentGateways={ready(gateways)}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      {...props}
    />,
  );
  return { onSubmit, onInvalid };
}

export const placeOrder = () =>
  userEvent.click(screen.getByRole('button', { name: MESSAGES.placeOrder }));
export const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

export const zeroTotals = { subtotal: 0, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 15 };
