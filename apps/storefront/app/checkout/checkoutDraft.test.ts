import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkoutDraft';

function memory(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}

const values = {
  billing: { firstName: 'Ada', city: 'London' },
  shipping: {},
  shipToDifferentAddress: false,
  orderNotes: 'Leave at the lab',
  industry: 'University',
  paymentMethod: 'btcpaygf_default',
  createAccount: true,
  accountPassword: 'chosen-Password-1',
  termsAccepted: true,
};

describe('the checkout draft', () => {
  it('given saved values, a reload reads them back without the terms tick or the account password', () => {
    const storage = memory();
    writeCheckoutDraft(storage, values);
    expect(storage.getItem(CHECKOUT_DRAFT_KEY)).not.toContain(values.accountPassword);
    const { termsAccepted: _terms, accountPassword: _password, ...expected } = values;
    expect(readCheckoutDraft(storage)).toEqual(expected);
  });

  it('given corrupt JSON or a foreign shape, it reads nothing and removes it', () => {
    const storage = memory();
    for (const corrupt of ['{not json', '[1,2]', '"text"', 'null']) {
      storage.setItem(CHECKOUT_DRAFT_KEY, corrupt);
      expect(readCheckoutDraft(storage)).toBeNull();
      expect(storage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    }
  });

  it('given wrong types inside, it keeps the strings and drops the rest', () => {
    const storage = memory();
    storage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ billing: { firstName: 7, city: 'Paris' }, createAccount: 'yes' }),
    );
    expect(readCheckoutDraft(storage)).toMatchObject({
      billing: { city: 'Paris' },
      createAccount: false,
      orderNotes: '',
    });
  });

  it('given a placed order, clearing forgets it', () => {
    const storage = memory();
    writeCheckoutDraft(storage, values);
    clearCheckoutDraft(storage);
    expect(readCheckoutDraft(storage)).toBeNull();
  });
});
