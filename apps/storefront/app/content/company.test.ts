import { describe, expect, it } from 'vitest';
import { telHref } from './company';

describe('telHref', () => {
  it('given a number written with spaces and a plus / it keeps the plus and the digits', () => {
    expect(telHref('+49 30 5557 1280')).toBe('tel:+493055571280');
  });

  it('given a number with separators and no plus / it keeps the digits only', () => {
    expect(telHref('(030) 5557-1280')).toBe('tel:03055571280');
  });
});
