import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, accountRedirect, hasValidLogin, LOGIN_PATH } from './accountAccess';

const jwt = (payload: object) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
};
const NOW = Date.UTC(2026, 2, 14);

describe('hasValidLogin', () => {
  it('given no token / there is no login', () => {
    expect(hasValidLogin(null, NOW)).toBe(false);
  });

  it('given a token whose exp is ahead / it is a login', () => {
    expect(hasValidLogin(jwt({ exp: NOW / 1000 + 60 }), NOW)).toBe(true);
  });

  it('given a token whose exp has passed / it is no login', () => {
    expect(hasValidLogin(jwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
  });

  it('given a malformed token / it is no login', () => {
    expect(hasValidLogin('not-a-jwt', NOW)).toBe(false);
  });
});

describe('accountRedirect', () => {
  it('given a visitor in the account area / it sends them to /auth', () => {
    expect(accountRedirect('customer', false)).toBe(LOGIN_PATH);
  });

  it('given a customer in the account area / it lets them stay', () => {
    expect(accountRedirect('customer', true)).toBeNull();
  });

  it('given a customer on /auth / it sends them to /my-account', () => {
    expect(accountRedirect('visitor', true)).toBe(ACCOUNT_PATH);
  });

  it('given a customer on /auth whose login asked for the home page / it goes there', () => {
    expect(accountRedirect('visitor', true, '/')).toBe('/');
  });

  it('given a visitor on /auth / it lets them stay', () => {
    expect(accountRedirect('visitor', false, '/')).toBeNull();
  });
});
