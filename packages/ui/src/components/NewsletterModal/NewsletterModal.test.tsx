import { EMAIL_MAX_LENGTH } from '@peptide/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterModal } from './NewsletterModal';

function renderModal(props: Partial<Parameters<typeof NewsletterModal>[0]> = {}) {
  const handlers = { onOpenChange: vi.fn(), onSubscribe: vi.fn() };
  const utils = render(<NewsletterModal open {...handlers} {...props} />);
  return { ...handlers, ...utils };
}

const field = () => screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Subscribe/ });

describe('NewsletterModal', () => {
  it('given an empty or invalid address, submit is disabled', async () => {
    renderModal();
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.type(field(), 'lab@example');
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('given a valid address, it subscribes with the trimmed address', async () => {
    const { onSubscribe } = renderModal();
    await userEvent.type(field(), ' lab@example.eu ');
    await userEvent.click(submit());
    expect(onSubscribe).toHaveBeenCalledWith('lab@example.eu');
  });

  it('given an invalid address and leaving the field, the error shows inline and marks the field', async () => {
    renderModal();
    await userEvent.type(field(), 'nope');
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('given the field is emptied, the error clears', async () => {
    renderModal();
    await userEvent.type(field(), 'nope');
    await userEvent.tab();
    await userEvent.clear(field());
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('given an empty submit, it shows the message and sends nothing', () => {
    const { onSubscribe } = renderModal();
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('given sending, the button says Subscribing... and is disabled', async () => {
    const { rerender, onOpenChange, onSubscribe } = renderModal();
    await userEvent.type(field(), 'lab@example.eu');
    rerender(
      <NewsletterModal open subscribing onOpenChange={onOpenChange} onSubscribe={onSubscribe} />,
    );
    const button = screen.getByRole('button', { name: 'Subscribing...' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('given a 40-character address, all of it is kept and it can be sent', async () => {
    renderModal();
    const address = `${'a'.repeat(29)}@example.eu`;
    await userEvent.type(field(), address);
    expect(field().value).toBe(address);
    expect(field().maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it('given the close icon or Escape, it reports closing', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
