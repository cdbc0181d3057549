import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariationSelect } from './VariationSelect';

const variations = [
  { id: 'v1', label: '5 mg', inStock: true },
  { id: 'v3', label: '20 mg', inStock: false },
];

describe('VariationSelect', () => {
  it('given a choice, it reports the variation id', async () => {
    const onChange = vi.fn();
    render(
      <VariationSelect variations={variations} value="" onChange={onChange} label="Strength" />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Strength/ }), 'v1');
    expect(onChange).toHaveBeenCalledWith('v1');
  });

  it('given an out-of-stock variation, it is labelled so and can still be chosen', async () => {
    const onChange = vi.fn();
    render(<VariationSelect variations={variations} value="" onChange={onChange} />);
    const option = screen.getByRole('option', { name: '20 mg (Out of Stock)' });
    expect(option).toHaveProperty('disabled', false);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'v3');
    expect(onChange).toHaveBeenCalledWith('v3');
  });

  it('given no attribute label, the picker is labelled Choose an option', () => {
    render(<VariationSelect variations={variations} value="" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Choose an option/ })).toBeTruthy();
  });

  it('given an error, the select is invalid and shows it', () => {
    render(
      <VariationSelect
        variations={variations}
        value=""
        onChange={vi.fn()}
        error="Please select a variation."
      />,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a variation.')).toBeTruthy();
  });
});
