import {
  ADDRESS_FIELD_MAX_LENGTHS,
  BITCOIN_GATEWAY_ID,
  INDUSTRY_OPTIONS,
  MESSAGES,
} from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import * as stories from './CheckoutForm.stories';
import { CheckoutFormDemo } from './checkoutFormDemo';
import {
  billing,
  box,
  noData,
  placeOrder,
  ready,
  renderForm,
  zeroTotals,
} from './checkoutFormTesting';

describe('CheckoutForm', () => {
  it('given an action, it posts every choice by name, and shows the messages the server answered', async () => {
    renderForm({
      action: '/checkout',
      defaultValues: ready({ billing }),
      initialErrors: { 'billing.email': MESSAGES.emailInvalid },
    });
    const form = screen.getByRole('form', { name: 'Checkout' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/checkout');
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Pay with Bitcoin/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Create an account/ }));
    const posted = new FormData(form);
    expect(posted.get('billing.firstName')).toBe('Anna');
    expect(posted.get('billing.country')).toBe('NL');
    expect(posted.get('paymentMethod')).toBe(BITCOIN_GATEWAY_ID);
    expect(posted.get('shippingMethod')).toBe('flat_rate:1');
    expect(posted.get('termsAccepted')).toBe('on');
    expect(posted.get('createAccount')).toBe('on');
    expect(posted.get('shipToDifferentAddress')).toBeNull();
  });

  it('given an empty form, Place Order shows every message under its field and sends nothing', async () => {
    const { onSubmit, onInvalid } = renderForm();
    await placeOrder();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(7);
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.paymentMethodRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(box(/First name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('given a postcode that does not fit the country, it says so', async () => {
    renderForm({ defaultValues: ready({ billing: { ...billing, postcode: '12' } }) });
    await placeOrder();
    expect(screen.getByText(MESSAGES.invalidPostcode)).toBeTruthy();
  });

  it('given a valid form with terms unticked, it asks for the terms only', async () => {
    const { onSubmit } = renderForm({
      defaultValues: ready({ billing, industry: 'University', paymentMethod: BITCOIN_GATEWAY_ID }),
    });
    await placeOrder();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.fieldRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a complete form, Place Order sends the values', async () => {
    const { onSubmit } = renderForm({ defaultValues: ready({ billing }) });
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
    renderForm({ defaultValues: ready({ billing }), onValuesChange });
    expect(onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(box(/Town \/ City/), 'X');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ billing: expect.objectContaining({ city: `${billing.city}X` }) }),
    );
  });

  it('given defaults still loading, the form is empty; once ready they fill it, and the inputs stay', async () => {
    const props = {
      lines: [{ id: 'l1', name: 'BPC-157', quantity: 2, total: 79.98 }],
      totals: { subtotal: 79.98, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 94.98 },
      onSubmit: vi.fn(),
      ...noData,
    };
    const { rerender } = render(
      <CheckoutFormDemo {...props} defaultValues={{ status: 'loading' }} />,
    );
    const city = box(/Town \/ City/) as HTMLInputElement;
    expect(city.value).toBe('');
    rerender(<CheckoutFormDemo {...props} defaultValues={ready({ billing })} />);
    expect(city.value).toBe(billing.city);
    expect(box(/Town \/ City/)).toBe(city);
    // Defaults that change before the shopper types (a draft read after the saved address) fill
    // it again; once the shopper has typed, nothing they typed is replaced.
    rerender(
      <CheckoutFormDemo
        {...props}
        defaultValues={ready({ billing: { ...billing, city: 'Delft' } })}
      />,
    );
    expect(city.value).toBe('Delft');
    await userEvent.type(city, 'X');
    rerender(
      <CheckoutFormDemo
        {...props}
        defaultValues={ready({ billing: { ...billing, city: 'Utrecht' } })}
      />,
    );
    expect(city.value).toBe('DelftX');
  });

  it("given the shop's country, a new address starts there while defaults load and once they are ready; a saved one keeps its own", () => {
    const country = (region: string) =>
      within(screen.getByRole('region', { name: region })).getByRole('combobox', {
        name: /Country/,
      }) as HTMLSelectElement;
    renderForm({ newAddressCountry: 'DE', defaultValues: { status: 'loading' } });
    expect(country('Billing details').value).toBe('DE');
    cleanup();
    renderForm({ newAddressCountry: 'DE', defaultValues: ready({ billing }) });
    expect(country('Billing details').value).toBe(billing.country);
  });

  it('given the shopper types while defaults are loading, the defaults do not overwrite it', async () => {
    const props = { lines: [], totals: zeroTotals, onSubmit: vi.fn(), ...noData };
    const { rerender } = render(
      <CheckoutFormDemo {...props} defaultValues={{ status: 'loading' }} />,
    );
    const city = box(/Town \/ City/) as HTMLInputElement;
    await userEvent.type(city, 'X');
    rerender(<CheckoutFormDemo {...props} defaultValues={ready({ billing })} />);
    expect(city.value).toBe('X');
  });

  it('given a different shipping address, its fields appear and are required', async () => {
    const { onSubmit } = renderForm({
      defaultValues: ready({
        billing,
        industry: 'University',
        paymentMethod: 'other',
        termsAccepted: true,
      }),
    });
    expect(screen.getAllByRole('textbox', { name: /Street address/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ship to a different address?' }));
    expect(screen.getAllByRole('textbox', { name: /Street address/ })).toHaveLength(2);
    await placeOrder();
    // First and last name, street, town and postcode: the country starts on GB.
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // Four forms typed into key by key: on the full test command's two busy cores this has taken
  // over 30 s, and typing left running by a timeout would land in the next test's form.
  it('given a billing country, the phone is formatted as that country writes it', {
    timeout: 120_000,
  }, async () => {
    const cases = [
      ['DE', '030123456789', '030 123456789'],
      ['FR', '0612345678', '06 12 34 56 78'],
      ['GB', '02079460958', '020 7946 0958'],
      ['GB', '+13012345678', '+1 301 234 5678'],
    ] as const;
    for (const [country, typed, formatted] of cases) {
      const { unmount } = render(
        <CheckoutFormDemo
          lines={[]}
          totals={zeroTotals}
          onSubmit={vi.fn()}
          {...noData}
          defaultValues={ready({ billing: { country } })}
        />,
      );
      await userEvent.type(box(/Phone/), typed);
      expect(box(/Phone/).value).toBe(formatted);
      unmount();
    }
  });

  it('given a phone typed for one country, choosing another reformats it', async () => {
    renderForm({ defaultValues: ready({ billing: { country: 'FR' } }) });
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
      defaultValues: ready({
        billing: { ...billing, email: 'anna@' },
        industry: 'University',
        paymentMethod: 'other',
        termsAccepted: true,
      }),
    });
    await placeOrder();
    expect(document.activeElement).toBe(box(/Email address/));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.checkoutErrorSummary(1));
  });

  it('given several errors, focus goes to the first invalid field in the form', async () => {
    renderForm({ defaultValues: ready({ billing: { ...billing, city: '', email: 'x' } }) });
    await placeOrder();
    expect(document.activeElement).toBe(box(/Town/));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.checkoutErrorSummary(5));
  });

  it('given no industry chosen, Place Order says it is required at the select, marked required like the address fields, and sends nothing', async () => {
    const { onSubmit } = renderForm({
      defaultValues: ready({ billing, paymentMethod: BITCOIN_GATEWAY_ID, termsAccepted: true }),
    });
    const select = screen.getByRole('combobox', { name: /Industry/ });
    expect(select).toHaveProperty('required', true);
    expect((select as HTMLSelectElement).labels[0]?.textContent).toBe('Industry*');
    await placeOrder();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(MESSAGES.fieldRequired);
    expect(document.activeElement).toBe(select);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'Other');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    await placeOrder();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ industry: 'Other' }));
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

  it('given a part outside CheckoutForm.Root, it says where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CheckoutForm.Notes />)).toThrow(/inside <CheckoutForm.Root>/);
    vi.restoreAllMocks();
  });

  it('given the WithErrors story, its play shows the messages under the fields', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.paymentMethodRequired)).toBeTruthy();
  });
});
