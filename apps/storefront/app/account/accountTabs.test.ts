import { describe, expect, it } from 'vitest';
import { accountTabFromParam, accountTabHref, viewOrderHref } from './accountTabs';

describe('account tabs in the address', () => {
  it('given each tab / its address reads back as the same tab', () => {
    for (const tab of [
      'dashboard',
      'orders',
      'downloads',
      'stock-notifications',
      'addresses',
      'account-details',
    ] as const) {
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
});
