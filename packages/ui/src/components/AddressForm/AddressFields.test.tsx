import { type AddressInput, formatPhone } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressFields } from './AddressFields';

function FormattedPhone({ country }: { country: string }) {
  const [values, setValues] = useState<AddressInput>({ country, phone: '' });
  return (
    <AddressFields
      idPrefix="formatted"
      values={values}
      fields={['phone']}
      formatPhone={formatPhone}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

describe('AddressFields', () => {
  it('given a formatted phone, a bracket the formatting added can be deleted', async () => {
    render(<FormattedPhone country="US" />);
    const phone = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    await userEvent.type(phone, '301');
    expect(phone.value).toBe('(301)');
    await userEvent.type(phone, '{Backspace}');
    expect(phone.value).toBe('(301');
    await userEvent.type(phone, '2345678');
    expect(phone.value).toBe('(301) 234-5678');
  });
});
