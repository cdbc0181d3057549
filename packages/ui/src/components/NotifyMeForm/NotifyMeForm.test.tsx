import { MESSAGES } from '@peptide/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyMeForm } from './NotifyMeForm';

afterEach(cleanup);

const emailBox = () => screen.getByRole('textbox', { name: /Email address/ });

/** The message under the field, as the field names it for assistive technology. */
const fieldMessage = () => {
  const id = emailBox().getAttribute('aria-describedby') ?? '';
  return id ? document.getElementById(id)?.textContent : null;
};

describe('NotifyMeForm', () => {
  it('given an address with nothing after the @, it says so at the field and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<NotifyMeForm onSubmit={onSubmit} />);
    await userEvent.type(emailBox(), 'bad@');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessage()).toBe(MESSAGES.emailInvalid);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("given the server's messages for a post without scripts, the field shows its own", () => {
    render(
      <NotifyMeForm
        onSubmit={vi.fn()}
        defaultEmail="bad@"
        initialErrors={{ email: MESSAGES.emailInvalid }}
      />,
    );
    expect(emailBox()).toHaveProperty('value', 'bad@');
    expect(fieldMessage()).toBe(MESSAGES.emailInvalid);
  });

  it('given an action and hidden fields, it posts the address with them', () => {
    render(
      <NotifyMeForm
        onSubmit={vi.fn()}
        defaultEmail="ada@example.com"
        action="/product/bpc-157-5mg"
        hiddenFields={{ intent: 'notify', productId: '101' }}
      />,
    );
    const form = screen.getByRole('form', { name: MESSAGES.notifyMeTitle }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/product/bpc-157-5mg');
    const posted = new FormData(form);
    expect(Object.fromEntries(posted)).toEqual({
      intent: 'notify',
      productId: '101',
      email: 'ada@example.com',
    });
  });
});
