import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgeGateModal } from './AgeGateModal';

function renderGate() {
  const handlers = { onAgree: vi.fn(), onDisagree: vi.fn(), onOpenChange: vi.fn() };
  render(<AgeGateModal open {...handlers} />);
  return handlers;
}

describe('AgeGateModal', () => {
  it('given Agree, it reports consent', async () => {
    const { onAgree, onDisagree } = renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(onAgree).toHaveBeenCalled();
    expect(onDisagree).not.toHaveBeenCalled();
  });

  it('given Disagree, it reports refusal and replaces the text and buttons with the under-21 message', async () => {
    const { onDisagree } = renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    expect(onDisagree).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('You Must Be Over 21 to Visit Our Website.');
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
    expect(screen.queryByText(/licensed research professional/)).toBeNull();
  });

  it('given Escape, it does not ask to close', async () => {
    const { onOpenChange } = renderGate();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('given a click on the backdrop, it does not ask to close', () => {
    const { onOpenChange } = renderGate();
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('given open / focus moves to Agree once the open gate has been painted, not while it mounts', async () => {
    renderGate();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agree' })),
    );
  });

  it('given focus already inside the gate before its paint / it leaves focus there', async () => {
    renderGate();
    const disagree = screen.getByRole('button', { name: 'Disagree' });
    disagree.focus();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));
    expect(document.activeElement).toBe(disagree);
  });
});
