import { MESSAGES } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LostPasswordForm } from './LostPasswordForm';
import * as stories from './LostPasswordForm.stories';

const emailBox = () => screen.getByRole('textbox', { name: /Email address/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

describe('LostPasswordForm', () => {
  it('given an action, it posts the address there, never in an address bar', () => {
    render(<LostPasswordForm onSubmit={vi.fn()} action="/lost-password" />);
    const form = screen.getByRole('form', { name: 'Lost your password?' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/lost-password');
    expect([...new FormData(form).keys()]).toEqual(['email']);
  });

  it('given an empty address, it asks for one and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<LostPasswordForm onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given an address without @, it says it is not valid', async () => {
    const onSubmit = vi.fn();
    render(<LostPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(emailBox(), 'anna.kellerlabs.nl');
    await submit();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a valid address, it sends it', async () => {
    const onSubmit = vi.fn();
    render(<LostPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(emailBox(), 'anna@kellerlabs.nl');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@kellerlabs.nl' });
  });

  it('after the link is sent, the success panel replaces the form with Back to Login', () => {
    render(<LostPasswordForm onSubmit={vi.fn()} sent />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: MESSAGES.backToLogin }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('given the WithErrors story, its play shows the invalid e-mail message', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
  });
});
