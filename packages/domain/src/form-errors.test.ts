import { describe, expect, it } from 'vitest';
import { object, refine, string } from 'zod/mini';
import { fieldErrors, hasErrors } from './form-errors';
import { optionalText, requiredText } from './text-fields';

describe('fieldErrors', () => {
  it('given a nested schema, it keys messages by dotted path and keeps the first per field', () => {
    const schema = object({
      billing: object({ city: requiredText(5).check(refine(() => false, { error: 'second' })) }),
    });
    expect(fieldErrors(schema, { billing: { city: '' } })).toEqual({
      'billing.city': 'This field is required',
    });
  });

  it('given a failure of the whole value, it files it under form', () => {
    expect(fieldErrors(string({ error: 'whole' }), 3)).toEqual({ form: 'whole' });
  });

  it('given valid input, it gives an empty map', () => {
    expect(fieldErrors(requiredText(5), ' abc ')).toEqual({});
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ city: 'x' })).toBe(true);
  });
});

describe('optionalText', () => {
  it('given nothing or a short text it passes, and a long text is too long', () => {
    expect(optionalText(3).safeParse(null).success).toBe(true);
    expect(optionalText(3).safeParse(undefined).success).toBe(true);
    expect(fieldErrors(optionalText(3), 'abcd')).toEqual({ form: 'Must be at most 3 characters' });
  });
});
