import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, accountRedirect, LOGIN_PATH } from './accountAccess';

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

  it('given a visitor on /auth / it lets them stay', () => {
    expect(accountRedirect('visitor', false)).toBeNull();
  });
});
