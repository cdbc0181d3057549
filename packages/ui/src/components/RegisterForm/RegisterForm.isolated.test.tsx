import { EMAIL_MAX_LENGTH, LIMITS, MESSAGES } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './RegisterForm';
import * as stories from './RegisterForm.stories';

const emailBox = () => screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement;

describe('RegisterForm', () => {
  it('given no e-mail, it shows the required message and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given an address without a domain, it shows the invalid e-mail message', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(emailBox(), 'anna');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a valid e-mail, it sends it trimmed', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(emailBox(), ' anna@kellerlabs.nl ');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@kellerlabs.nl' });
  });

  it('given a backend that wants a password, it asks for one with the address kept and sends both', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} askPassword defaultEmail="anna@kellerlabs.nl" />);
    expect(emailBox().value).toBe('anna@kellerlabs.nl');
    expect(screen.queryByText(/A link to set a new password will be sent/)).toBeNull();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.name).toBe('password');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(MESSAGES.passwordTooShort(LIMITS.passwordMinLength))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, '-and-long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'anna@kellerlabs.nl',
      password: 'short-and-long-enough',
    });
  });

  it('given the form, it notes the password link, caps the e-mail and links the privacy policy', () => {
    render(<RegisterForm onSubmit={vi.fn()} />);
    expect(screen.getByText(/A link to set a new password will be sent/)).toBeTruthy();
    expect(emailBox().maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('given the WithErrors story, its play shows the invalid e-mail message', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
  });
});
