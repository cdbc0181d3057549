import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('given an error, it says Something went wrong. with Back to Home to /', () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('given no details, it shows a friendly line and no technical details', () => {
    render(<ErrorScreen />);
    expect(screen.getByText(/Please try again, or go back to the home page\./)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Error details' })).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
  });

  it('given a retry handler, Try again calls it', async () => {
    const onRetry = vi.fn();
    render(<ErrorScreen onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('given details, they sit after Back to Home in a named region that Tab reaches so the keyboard can scroll it', async () => {
    render(<ErrorScreen details="TypeError: x is undefined" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Back to Home' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Error details' }));
    expect(document.activeElement?.textContent).toBe('TypeError: x is undefined');
    expect(document.activeElement?.querySelector('pre')).not.toBeNull();
  });
});
