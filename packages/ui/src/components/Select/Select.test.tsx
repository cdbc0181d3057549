import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './Select';

const options = [
  { value: 'University', label: 'University' },
  { value: 'Other', label: 'Other', disabled: true },
];

describe('Select', () => {
  it('given a placeholder, it is the first, empty option', () => {
    render(<SelectField label="Industry" options={options} placeholder="Select an option" />);
    const first = screen.getAllByRole('option')[0] as HTMLOptionElement;
    expect(first.textContent).toBe('Select an option');
    expect(first.value).toBe('');
  });

  it('given a choice, it reports the value; disabled options cannot be chosen', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Industry"
        options={options}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'University');
    expect(onChange).toHaveBeenCalledWith('University');
    expect(screen.getByRole('option', { name: 'Other' })).toHaveProperty('disabled', true);
  });
});
