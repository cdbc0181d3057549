import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../Input/Input';
import { SelectField } from '../Select/Select';

describe('Field', () => {
  it('given a label, the control is named by it', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('given an error, the control is invalid and described by the error', () => {
    render(
      <TextField label="Email" error="Please enter a valid email address" hint="Work address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Please enter a valid email address', 'Work address']);
  });

  it('given no error, the control is not marked invalid', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('given required, the control is required and the label still reads cleanly', () => {
    render(<TextField label="First name" required />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('required', true);
  });

  it('given a select with an error, the select is invalid and described', () => {
    render(
      <SelectField
        label="Industry"
        options={[{ value: 'Other', label: 'Other' }]}
        error="This field is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('This field is required');
  });

  it('given a checkbox with an error, it is invalid and described', () => {
    render(<Checkbox label="I agree" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree',
    );
  });
});
