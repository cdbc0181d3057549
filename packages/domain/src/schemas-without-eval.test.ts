import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetPassword } from './account-validation';
import { validateCheckout } from './address-validation';

describe('the validation schemas', () => {
  it('given a page under a policy without eval / they never build or probe new Function', () => {
    const original = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      apply: (target, self, args) => {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
      construct: (target, args) => {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(validateLogin({ username: 'ada', password: 'secret' })).toEqual({});
      expect(validateResetPassword({ email: 'a@b.c', token: 't', password: 'x' })).not.toEqual({});
      expect(validateCheckout({ billing: {} })).toHaveProperty(['billing.firstName']);
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
