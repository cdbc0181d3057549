import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotifyMeForm } from './NotifyMeForm';

describe('NotifyMeForm', () => {
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
