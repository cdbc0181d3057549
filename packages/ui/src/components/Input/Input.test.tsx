import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input, TextField } from './Input';

describe('Input', () => {
  it('given an end slot, the control sits inside the field next to the input', async () => {
    render(<Input aria-label="Password" endSlot={<button type="button">Show</button>} />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Password' }), 'abc');
    expect((screen.getByRole('textbox', { name: 'Password' }) as HTMLInputElement).value).toBe(
      'abc',
    );
  });

  it('given a hidden label, the field is still named by it', () => {
    render(<TextField label="Search products" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search products' })).toBeTruthy();
  });
});
