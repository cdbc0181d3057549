import { MESSAGES, TIMINGS } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailsForm } from './AccountDetailsForm';
import * as stories from './AccountDetailsForm.stories';

const customer = {
  firstName: 'Anna',
  lastName: 'Keller',
  displayName: 'anna.keller',
  email: 'anna@kellerlabs.nl',
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const currentPassword = () => screen.getByLabelText(/^Current password/);

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountDetailsForm', () => {
  it('given an action, it posts every field by name to it', () => {
    render(<AccountDetailsForm defaultValues={customer} onSubmit={vi.fn()} action="/my-account" />);
    const form = screen.getByRole('form', { name: 'Account details' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/my-account');
    const posted = new FormData(form);
    expect(
      Object.fromEntries(['firstName', 'displayName', 'email'].map((k) => [k, posted.get(k)])),
    ).toEqual({
      firstName: 'Anna',
      displayName: 'anna.keller',
      email: 'anna@kellerlabs.nl',
    });
    expect(posted.get('currentPassword')).toBe('');
  });

  it('given no password, it sends the details without one', async () => {
    const onSubmit = vi.fn();
    render(<AccountDetailsForm defaultValues={customer} onSubmit={onSubmit} />);
    await save();
    expect(onSubmit).toHaveBeenCalledWith(customer);
  });

  it('given a new password and its confirmation, it sends the password', async () => {
    const onSubmit = vi.fn();
    render(<AccountDetailsForm defaultValues={customer} onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'n3w-secret');
    await userEvent.type(confirmation(), 'n3w-secret');
    await userEvent.type(currentPassword(), 'old-secret');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      ...customer,
      password: 'n3w-secret',
      currentPassword: 'old-secret',
    });
  });

  it('given a new password or a new e-mail without the current password, it asks for it and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<AccountDetailsForm defaultValues={customer} onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'n3w-secret');
    await userEvent.type(confirmation(), 'n3w-secret');
    await save();
    expect(screen.getByText(MESSAGES.currentPasswordRequired)).toBeTruthy();
    await userEvent.clear(newPassword());
    await userEvent.clear(confirmation());
    const email = screen.getByLabelText(/^Email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@elsewhere.nl');
    await save();
    expect(screen.getByText(MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a confirmation that differs, the mismatch alert shows and nothing is sent', async () => {
    const onSubmit = vi.fn();
    render(<AccountDetailsForm defaultValues={customer} onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'n3w-secret');
    await userEvent.type(confirmation(), 'other');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordConfirmMismatch);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a blank required field, it shows the required message', async () => {
    const onSubmit = vi.fn();
    render(
      <AccountDetailsForm defaultValues={{ ...customer, lastName: '' }} onSubmit={onSubmit} />,
    );
    await save();
    expect(screen.getByRole('textbox', { name: /Last name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a success message, the banner disappears after 5 seconds', () => {
    vi.useFakeTimers();
    const onSuccessDismiss = vi.fn();
    render(
      <AccountDetailsForm
        defaultValues={customer}
        onSubmit={vi.fn()}
        success="Account details changed successfully."
        onSuccessDismiss={onSuccessDismiss}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Account details changed successfully.');
    act(() => {
      vi.advanceTimersByTime(TIMINGS.successBanner - 1);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(onSuccessDismiss).toHaveBeenCalledOnce();
  });

  it('given the PasswordMismatch story, its play shows the mismatch alert', async () => {
    const { PasswordMismatch } = composeStories(stories);
    await PasswordMismatch.run();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordConfirmMismatch);
  });
});
