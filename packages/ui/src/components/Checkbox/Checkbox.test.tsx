import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('given a click on its label, it toggles and reports the change', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox label="Create an account?" onChange={(event) => onChange(event.target.checked)} />,
    );
    await userEvent.click(screen.getByText('Create an account?'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Create an account?' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('given a hint, the box is described by it', () => {
    render(<Checkbox label="Ship elsewhere" hint="Uses a second address" />);
    const box = screen.getByRole('checkbox');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Uses a second address',
    );
  });
});
