import { LIMITS, MESSAGES } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './ResetPasswordForm';
import * as stories from './ResetPasswordForm.stories';

const newPassword = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^Confirm new password/) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

describe('ResetPasswordForm', () => {
  it('given a link without a token, it says the link is invalid and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm email="anna@kellerlabs.nl" onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'longenough');
    await userEvent.type(confirmation(), 'longenough');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidResetLink);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a short password, it shows the minimum length', async () => {
    render(<ResetPasswordForm email="a@b.nl" token="t" onSubmit={vi.fn()} />);
    await userEvent.type(newPassword(), 'short');
    await userEvent.type(confirmation(), 'short');
    await submit();
    expect(screen.getByText(MESSAGES.passwordTooShort(LIMITS.passwordMinLength))).toBeTruthy();
  });

  it('given different passwords, it says they do not match under the confirmation', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm email="a@b.nl" token="t" onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'longenough');
    await userEvent.type(confirmation(), 'longenougH');
    await submit();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given matching passwords and a full link, it sends e-mail, token, password and confirmation', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm email="a@b.nl" token="t0k" onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'longenough');
    await userEvent.type(confirmation(), 'longenough');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'a@b.nl',
      token: 't0k',
      password: 'longenough',
      confirmPassword: 'longenough',
    });
  });

  it('given an action and the link as hidden fields, it posts them with the passwords there, never in an address', () => {
    render(
      <ResetPasswordForm
        email="a@b.nl"
        token="t0k"
        onSubmit={vi.fn()}
        action="/reset-password"
        hiddenFields={{ email: 'a@b.nl', token: 't0k' }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Set a new password' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/reset-password');
    const posted = new FormData(form);
    expect([...posted.keys()]).toEqual(['email', 'token', 'password', 'confirmPassword']);
    expect(posted.get('token')).toBe('t0k');
  });

  it('given each show toggle, it reveals only its own field', async () => {
    render(<ResetPasswordForm email="a@b.nl" token="t" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show confirmation' }));
    expect(confirmation().type).toBe('text');
    expect(newPassword().type).toBe('password');
  });

  it('given the WithErrors story, its play shows the length and mismatch messages', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getByText(MESSAGES.passwordTooShort(LIMITS.passwordMinLength))).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
  });
});
