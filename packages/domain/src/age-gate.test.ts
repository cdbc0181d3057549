import { describe, expect, it } from 'vitest';
import {
  ageGateState,
  isSubscriptionSuccess,
  shouldOfferNewsletter,
  subscriptionPayload,
} from './age-gate';

describe('ageGateState', () => {
  it("given 'true', the visitor is verified", () => {
    expect(ageGateState('true')).toBe('verified');
    expect(ageGateState(true)).toBe('verified');
  });

  it("given 'false', the gate counts as answered and is not shown again", () => {
    expect(ageGateState('false')).toBe('underage');
    expect(ageGateState(false)).toBe('underage');
  });

  it('given nothing or anything else, the gate is unanswered', () => {
    expect(ageGateState(null)).toBe('unanswered');
    expect(ageGateState(undefined)).toBe('unanswered');
    expect(ageGateState('yes')).toBe('unanswered');
  });
});

describe('shouldOfferNewsletter', () => {
  const none = { emailSubscribed: null, emailModalDismissed: null };

  it('given a verified age and nothing else stored, the modal may open', () => {
    expect(shouldOfferNewsletter({ ageVerified: 'true', ...none })).toBe(true);
  });

  it('given an unverified or underage visitor, it stays closed', () => {
    expect(shouldOfferNewsletter({ ageVerified: null, ...none })).toBe(false);
    expect(shouldOfferNewsletter({ ageVerified: 'false', ...none })).toBe(false);
  });

  it('given a stored subscription or dismissal, it stays closed', () => {
    expect(
      shouldOfferNewsletter({
        ageVerified: 'true',
        emailSubscribed: 'true',
        emailModalDismissed: null,
      }),
    ).toBe(false);
    expect(
      shouldOfferNewsletter({
        ageVerified: 'true',
        emailSubscribed: null,
        emailModalDismissed: '',
      }),
    ).toBe(false);
    expect(
      shouldOfferNewsletter({
        ageVerified: true,
        emailSubscribed: false,
        emailModalDismissed: true,
      }),
    ).toBe(false);
  });
});

describe('subscriptionPayload and isSubscriptionSuccess', () => {
  it('given an address and a time, it builds the provider body', () => {
    expect(subscriptionPayload(' a@b.eu ', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toEqual({
      email: 'a@b.eu',
      status: 'subscribed',
      statusDate: '2026-01-02T03:04:05.000Z',
    });
  });

  it('given 200 or 201 it succeeds, anything else fails', () => {
    expect([200, 201, 202, 204, 400, 500].map(isSubscriptionSuccess)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
