import {
  ADDRESS_FIELD_MAX_LENGTHS,
  BITCOIN_GATEWAY_ID,
  INDUSTRY_OPTIONS,
  MESSAGES,
} from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
import * as stories from './CheckoutForm.stories';

const billing = {
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

const gateways = [
  { id: BITCOIN_GATEWAY_ID, title: 'Pay with Bitcoin', description: 'Scan the QR code.' },
  { id: 'other', title: 'Other crypto' },
];

function renderForm(props: Partial<CheckoutFormProps> = {}) {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  render(
    <CheckoutForm
      lines={[{ id: 'l1', name: 'BPC-157', quantity: 2, total: 79.98 }]}
      totals={{ subtotal: 79.98, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 94.98 }}
      shippingMethods={[
        { id: 'flat_rate:1', label: 'Xpresspost', cost: 15 },
        { id: 'free_shipping:2', label: 'Free EU shipping', cost: 0 },
      ]}
      paymentGateways={gateways}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      {...props}
    />,
  );
  return { onSubmit, onInvalid };
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: MESSAGES.placeOrder }));
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CheckoutForm', () => {
  it('given an empty form, Place Order shows every message under its field and sends nothing', async () => {
    const { onSubmit, onInvalid } = renderForm();
    await placeOrder();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(6);
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.paymentMethodRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(box(/First name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('given a postcode that does not fit the country, it says so', async () => {
    renderForm({ defaultValues: { billing: { ...billing, postcode: '12' } } });
    await placeOrder();
    expect(screen.getByText(MESSAGES.invalidPostcode)).toBeTruthy();
  });

  it('given a valid form with terms unticked, it asks for the terms only', async () => {
    const { onSubmit } = renderForm({
      defaultValues: { billing, paymentMethod: BITCOIN_GATEWAY_ID },
    });
    await placeOrder();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.fieldRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a complete form, Place Order sends the values', async () => {
    const { onSubmit } = renderForm({ defaultValues: { billing } });
    await userEvent.click(screen.getByRole('radio', { name: /Pay with Bitcoin/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), 'University');
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await placeOrder();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        billing,
        paymentMethod: BITCOIN_GATEWAY_ID,
        industry: 'University',
        termsAccepted: true,
        shipToDifferentAddress: false,
      }),
    );
  });

  it('given edits, it reports the values after each one and nothing before the first', async () => {
    const onValuesChange = vi.fn();
    renderForm({ defaultValues: { billing }, onValuesChange });
    expect(onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(box(/Town \/ City/), 'X');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ billing: expect.objectContaining({ city: `${billing.city}X` }) }),
    );
  });

  it('given defaults that arrive after it mounts, they fill it until the shopper types, and the inputs stay', async () => {
    const props = {
      lines: [{ id: 'l1', name: 'BPC-157', quantity: 2, total: 79.98 }],
      totals: { subtotal: 79.98, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 94.98 },
      onSubmit: vi.fn(),
    };
    const { rerender } = render(<CheckoutForm {...props} />);
    const city = box(/Town \/ City/) as HTMLInputElement;
    expect(city.value).toBe('');
    rerender(<CheckoutForm {...props} defaultValues={{ billing }} />);
    expect(city.value).toBe(billing.city);
    expect(box(/Town \/ City/)).toBe(city);
    await userEvent.type(city, 'X');
    rerender(
      <CheckoutForm {...props} defaultValues={{ billing: { ...billing, city: 'Delft' } }} />,
    );
    expect(city.value).toBe(`${billing.city}X`);
  });

  it('given a different shipping address, its fields appear and are required', async () => {
    const { onSubmit } = renderForm({
      defaultValues: { billing, paymentMethod: 'other', termsAccepted: true },
    });
    expect(screen.getAllByRole('textbox', { name: /Street address/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ship to a different address?' }));
    expect(screen.getAllByRole('textbox', { name: /Street address/ })).toHaveLength(2);
    await placeOrder();
    // First and last name, street, town and postcode: the country starts on GB.
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a billing country, the phone is formatted as that country writes it', async () => {
    const cases = [
      ['DE', '030123456789', '030 123456789'],
      ['FR', '0612345678', '06 12 34 56 78'],
      ['GB', '02079460958', '020 7946 0958'],
      ['GB', '+13012345678', '+1 301 234 5678'],
    ] as const;
    for (const [country, typed, formatted] of cases) {
      const { unmount } = render(
        <CheckoutForm
          lines={[]}
          totals={zeroTotals}
          onSubmit={vi.fn()}
          defaultValues={{ billing: { country } }}
        />,
      );
      await userEvent.type(box(/Phone/), typed);
      expect(box(/Phone/).value).toBe(formatted);
      unmount();
    }
  });

  it('given a phone typed for one country, choosing another reformats it', async () => {
    renderForm({ defaultValues: { billing: { country: 'FR' } } });
    await userEvent.type(box(/Phone/), '0612345678');
    expect(box(/Phone/).value).toBe('06 12 34 56 78');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'NL');
    expect(box(/Phone/).value).toBe('06 12345678');
  });

  it('given the fields, each takes as many characters as real data needs', () => {
    renderForm();
    expect(box(/Phone/).maxLength).toBe(ADDRESS_FIELD_MAX_LENGTHS.phone);
    expect(box(/First name/).maxLength).toBe(100);
    expect(box(/Street address/).maxLength).toBe(200);
    expect(box(/Postcode/).maxLength).toBe(20);
    expect(box(/Email address/).maxLength).toBe(254);
  });

  it('given only the e-mail invalid, Place Order focuses the e-mail and announces the count', async () => {
    renderForm({
      defaultValues: {
        billing: { ...billing, email: 'anna@' },
        paymentMethod: 'other',
        termsAccepted: true,
      },
    });
    await placeOrder();
    expect(document.activeElement).toBe(box(/Email address/));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.checkoutErrorSummary(1));
  });

  it('given several errors, focus goes to the first invalid field in the form', async () => {
    renderForm({ defaultValues: { billing: { ...billing, city: '', email: 'x' } } });
    await placeOrder();
    expect(document.activeElement).toBe(box(/Town/));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.checkoutErrorSummary(4));
  });

  it('given the industry select, it offers the five industries', () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: /Industry/ });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);
    expect(options).toEqual([...INDUSTRY_OPTIONS]);
  });

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

  it('given no chosen shipping method, the first is shown as chosen and a change is reported', async () => {
    const onShippingMethodChange = vi.fn();
    renderForm({ onShippingMethodChange });
    expect((screen.getByRole('radio', { name: /Xpresspost/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Free EU shipping/ }));
    expect(onShippingMethodChange).toHaveBeenCalledWith('free_shipping:2');
  });

  it('given shipping methods loading, failing or missing, it shows each state', () => {
    const { unmount } = render(
      <CheckoutForm lines={[]} totals={zeroTotals} onSubmit={vi.fn()} shippingMethodsLoading />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading shipping methods');
    unmount();
    const second = render(
      <CheckoutForm lines={[]} totals={zeroTotals} onSubmit={vi.fn()} shippingMethodsError />,
    );
    expect(screen.getByText(MESSAGES.errorLoadingShipping)).toBeTruthy();
    second.unmount();
    render(<CheckoutForm lines={[]} totals={zeroTotals} onSubmit={vi.fn()} />);
    expect(screen.getByText(MESSAGES.noShippingMethods)).toBeTruthy();
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
      defaultValues: { billing, paymentMethod: 'other', termsAccepted: true },
    });
    const button = screen.getByRole('button', { name: /Place Order/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a guest-only option hidden, Create an account is not offered', () => {
    renderForm({ showCreateAccount: false });
    expect(screen.queryByRole('checkbox', { name: 'Create an account?' })).toBeNull();
  });

  it('given the WithErrors story, its play shows the messages under the fields', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.paymentMethodRequired)).toBeTruthy();
  });
});

const zeroTotals = { subtotal: 0, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 15 };
