import { describe, expect, it } from 'vitest';
import { canSubmitNewsletter, validateNewsletterEmail } from './newsletter-validation';

const invalid = { email: 'Please enter a valid email address' };

describe('validateNewsletterEmail', () => {
  it('given a basic address, trimmed, it passes', () => {
    expect(validateNewsletterEmail(' ada@example.eu ')).toEqual({});
  });

  it('given an empty address, it shows the message', () => {
    expect(validateNewsletterEmail('')).toEqual(invalid);
    expect(validateNewsletterEmail(null)).toEqual(invalid);
  });

  it('given addresses without a dot, a 2-letter top level or an @, it shows the message', () => {
    for (const email of ['ada@example', 'ada@example.e', 'ada.example.com', 'a da@x.eu', '@x.eu']) {
      expect(validateNewsletterEmail(email)).toEqual(invalid);
    }
  });

  it('given 254 characters it passes, and 255 is too long', () => {
    const at254 = `${'a'.repeat(246)}@mail.eu`;
    expect(at254).toHaveLength(254);
    expect(validateNewsletterEmail(at254)).toEqual({});
    expect(validateNewsletterEmail(`a${at254}`)).toEqual(invalid);
  });

  it('given a 40-character address, it passes', () => {
    expect(validateNewsletterEmail('ada.lovelace-byron.research@example.co.uk')).toEqual({});
  });
});

describe('canSubmitNewsletter', () => {
  it('given a valid address and nothing sending, submit is enabled', () => {
    expect(canSubmitNewsletter({ email: 'ada@example.eu' })).toBe(true);
  });

  it('given an empty or invalid address or a request in flight, submit is disabled', () => {
    expect(canSubmitNewsletter({ email: '' })).toBe(false);
    expect(canSubmitNewsletter({ email: 'ada@' })).toBe(false);
    expect(canSubmitNewsletter({ email: 'ada@example.eu', sending: true })).toBe(false);
  });
});
