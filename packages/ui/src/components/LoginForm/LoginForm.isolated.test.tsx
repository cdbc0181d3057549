import { EMAIL_MAX_LENGTH, LIMITS, MESSAGES } from '@peptide/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';
import * as stories from './LoginForm.stories';

const usernameBox = () => screen.getByRole('textbox', { name: /Username or email address/ });
const passwordInput = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('LoginForm', () => {
  it('given two forms on one page, each is named by its own heading', () => {
    render(
      <>
        <LoginForm onSubmit={vi.fn()} title="Log in here" />
        <LoginForm onSubmit={vi.fn()} title="Or log in there" />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Log in here' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Or log in there' })).toBeTruthy();
  });

  it('given empty fields, it shows the required message under both and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(usernameBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a username and password, it sends them', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(usernameBox(), ' anna ');
    await userEvent.type(passwordInput(), 's3cret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'anna', password: 's3cret pass' });
  });

  it('given the show toggle, the password is revealed and hidden again', async () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput().type).toBe('password');
    await userEvent.click(toggle);
    expect(passwordInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(passwordInput().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('given the fields, each accepts at most 50 characters', () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    expect((usernameBox() as HTMLInputElement).maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(passwordInput().maxLength).toBe(LIMITS.loginPasswordMaxLength);
  });

  it('given the form, Forgot password? links to /lost-password', () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: MESSAGES.forgotPassword }).getAttribute('href')).toBe(
      '/lost-password',
    );
  });

  it('given a login error, it is announced', () => {
    render(<LoginForm onSubmit={vi.fn()} error={MESSAGES.invalidCredentials} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidCredentials);
  });

  it('given the WithErrors story, its play shows both required messages', async () => {
    const { WithErrors } = composeStories(stories);
    await WithErrors.run();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
  });
});
