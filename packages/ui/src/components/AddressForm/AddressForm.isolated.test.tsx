import { MESSAGES } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from './AddressForm';
import * as stories from './AddressForm.stories';

const saved = {
  __typename: 'CustomerAddress',
  firstName: 'Anna',
  lastName: 'Keller',
  company: '',
  country: 'NL',
  address1: 'Kanaalweg 12',
  city: 'Leiden',
  postcode: '2311 AB',
  phone: '0612345678',
  email: 'anna@kellerlabs.nl',
};

describe('AddressForm', () => {
  it('given nothing typed, it alerts that the required fields need filling and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm kind="billing" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.addressRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given some required fields blank, it shows the required message under each', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm kind="billing" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a postcode that does not fit the country, it says so at the postcode and sends nothing', async () => {
    const onSubmit = vi.fn();
    const french = { ...saved, country: 'FR', city: 'Lyon', postcode: '6900' };
    render(<AddressForm kind="billing" defaultValues={french} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(postcode.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(MESSAGES.invalidPostcode);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("given the server's messages for a form posted without scripts, each shows at its field", () => {
    render(
      <AddressForm
        kind="billing"
        defaultValues={{ ...saved, country: 'FR', postcode: '6900' }}
        initialErrors={{ postcode: MESSAGES.invalidPostcode }}
        onSubmit={vi.fn()}
      />,
    );
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    expect(postcode).toHaveProperty('value', '6900');
    const message = document.getElementById(postcode.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(MESSAGES.invalidPostcode);
  });

  it('given a saved address, it sends the fields without __typename', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm kind="billing" defaultValues={saved} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const { __typename: _typename, ...expected } = saved;
    expect(onSubmit).toHaveBeenCalledWith(expected);
  });

  it('after typing into a field with an error, its error clears', async () => {
    render(<AddressForm kind="shipping" onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const city = screen.getByRole('textbox', { name: /Town \/ City/ });
    await userEvent.type(city, 'Leiden');
    expect(city.hasAttribute('aria-invalid')).toBe(false);
  });

  it('given Cancel, it reports it', async () => {
    const onCancel = vi.fn();
    render(<AddressForm kind="billing" onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('given busy, the save button is busy and the form cannot be sent again', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm kind="billing" defaultValues={saved} onSubmit={onSubmit} busy />);
    const save = screen.getByRole('button', { name: /Save address/ });
    expect(save.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a caller error, it is announced as an alert', () => {
    render(<AddressForm kind="billing" onSubmit={vi.fn()} error={MESSAGES.somethingWentWrong} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.somethingWentWrong);
  });

  it('given the WithErrors story, its play shows the messages under the blank fields', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(5);
  });
});

describe('AddressForm countries', () => {
  const EU = [
    { code: 'DE', name: 'Germany' },
    { code: 'FR', name: 'France' },
  ];

  it('given the countries the backend sells to / the select offers only those, and a saved country it does not sell to gives way to the first', () => {
    const { container } = render(
      <AddressForm
        kind="billing"
        countries={EU}
        defaultValues={{ country: 'GB' }}
        onSubmit={() => {}}
      />,
    );
    const select = within(container).getByRole('combobox', {
      name: /Country/,
    }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Germany', 'France']);
    expect(select.value).toBe('DE');
  });
});
