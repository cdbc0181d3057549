import { ACCOUNT_TAB_LABELS } from '@peptide/ui';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TABS,
  accountTabFromParam,
  accountTabHref,
  isOrderDatabaseId,
  viewOrderHref,
} from './accountTabs';

describe('account tabs in the address', () => {
  it('given the tabs the account area shows / the addresses list each of them, in their order', () => {
    expect(ACCOUNT_TABS).toEqual(Object.keys(ACCOUNT_TAB_LABELS));
  });

  it('given each tab / its address reads back as the same tab', () => {
    for (const tab of ACCOUNT_TABS) {
      const href = accountTabHref(tab);
      expect(accountTabFromParam(new URL(href, 'http://shop').searchParams.get('tab'))).toBe(tab);
    }
  });

  it('given the dashboard / its address is plain /my-account', () => {
    expect(accountTabHref('dashboard')).toBe('/my-account');
  });

  it('given no or an unknown tab / the dashboard opens', () => {
    expect(accountTabFromParam(null)).toBe('dashboard');
    expect(accountTabFromParam('settings')).toBe('dashboard');
  });

  it('given an order / its address is /my-account/view-order/{id}', () => {
    expect(viewOrderHref(1042)).toBe('/my-account/view-order/1042');
  });

  it('given an order id from the address / only 1 to 12 digits can name an order', () => {
    expect(isOrderDatabaseId('1042')).toBe(true);
    for (const id of ['', '-1', '1e3', '10.5', '1234567890123', "1' or 1=1"]) {
      expect(isOrderDatabaseId(id)).toBe(false);
    }
  });
});
