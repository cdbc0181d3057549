import { BITCOIN_GATEWAY_ID, MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutFormDemo } from './checkoutFormDemo';
import { billing, noData, ready, renderForm, zeroTotals } from './checkoutFormTesting';

describe('CheckoutForm order parts', () => {
  it('given the payment options, only the bitcoin gateway carries the 10% off label', () => {
    renderForm();
    const bitcoin = screen.getByRole('radio', { name: /Pay with Bitcoin/ }).closest('label');
    const other = screen.getByRole('radio', { name: /Other crypto/ }).closest('label');
    expect(bitcoin?.textContent).toContain(MESSAGES.bitcoinDiscountLabel);
    expect(other?.textContent).not.toContain(MESSAGES.bitcoinDiscountLabel);
  });

  it('given a payment choice, it is reported at once and its description shows', async () => {
    const onPaymentMethodChange = vi.fn();
    renderForm({ onPaymentMethodChange });
    await userEvent.click(screen.getByRole('radio', { name: /Pay with Bitcoin/ }));
    expect(onPaymentMethodChange).toHaveBeenCalledWith(BITCOIN_GATEWAY_ID);
    expect(screen.getByText('Scan the QR code.')).toBeTruthy();
  });

  it('given a method in effect, it is shown as chosen and a change is reported', async () => {
    const onShippingMethodChange = vi.fn();
    renderForm({ onShippingMethodChange, selectedShippingMethod: 'flat_rate:1' });
    expect((screen.getByRole('radio', { name: /Xpresspost/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Free EU shipping/ }));
    expect(onShippingMethodChange).toHaveBeenCalledWith('free_shipping:2');
  });

  it('given the form posted without scripts, Update totals posts it with intent=totals and the insurance box posts its tick', () => {
    renderForm();
    const update = screen.getByRole('button', { name: MESSAGES.updateTotals });
    expect(update.closest('form')).toBe(screen.getByRole('form', { name: 'Checkout' }));
    expect([update.getAttribute('type'), update.getAttribute('name')]).toEqual([
      'submit',
      'intent',
    ]);
    expect(update.getAttribute('value')).toBe('totals');
    expect(screen.getByText(MESSAGES.updateTotalsNote)).toBeTruthy();
    const insurance = screen.getByRole('checkbox', { name: /insurance/i });
    expect(insurance.getAttribute('name')).toBe('insurance');
  });

  it('given shipping methods loading, failing or missing, it shows each state', () => {
    const base = { lines: [], totals: zeroTotals, onSubmit: vi.fn(), ...noData };
    const { unmount } = render(
      <CheckoutFormDemo {...base} shippingMethods={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading shipping methods');
    unmount();
    const second = render(<CheckoutFormDemo {...base} shippingMethods={{ status: 'error' }} />);
    expect(screen.getByText(MESSAGES.errorLoadingShipping)).toBeTruthy();
    second.unmount();
    render(<CheckoutFormDemo {...base} />);
    expect(screen.getByText(MESSAGES.noShippingMethods)).toBeTruthy();
  });

  it('given payment methods loading or failing, it shows each state', () => {
    const base = { lines: [], totals: zeroTotals, onSubmit: vi.fn(), ...noData };
    const { unmount } = render(
      <CheckoutFormDemo {...base} paymentGateways={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading payment methods');
    unmount();
    render(<CheckoutFormDemo {...base} paymentGateways={{ status: 'error' }} />);
    expect(screen.getByText(MESSAGES.errorFetchingPaymentMethods)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('given an add-on being updated, its box waits and says so', () => {
    renderForm({ insured: true, insuranceBusy: true });
    const box = screen.getByRole('checkbox', { name: /Premium shipping insurance/ });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Updating insurance');
  });

  it('given the insurance toggle, it reports the choice', async () => {
    const onInsuranceChange = vi.fn();
    renderForm({ onInsuranceChange });
    await userEvent.click(screen.getByRole('checkbox', { name: /Premium shipping insurance/ }));
    expect(onInsuranceChange).toHaveBeenCalledWith(true);
  });

  it('given terms and privacy links, they point to the policy pages', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-conditions',
    );
  });

  it('while placing, Place Order is busy and cannot be pressed again', async () => {
    const { onSubmit } = renderForm({
      placing: true,
      defaultValues: ready({ billing, paymentMethod: 'other', termsAccepted: true }),
    });
    const button = screen.getByRole('button', { name: /Place Order/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a customer, Create an account is not offered', () => {
    renderForm({ guest: false });
    expect(screen.queryByRole('checkbox', { name: 'Create an account?' })).toBeNull();
  });
});
