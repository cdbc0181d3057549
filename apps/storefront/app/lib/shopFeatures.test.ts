import { EXTENSION_FIELDS } from '@peptide/sdk';
import { MAIN_NAV } from '@peptide/ui';
import { describe, expect, it } from 'vitest';
import { ALL_FEATURES, navigationFor, shopFeatures } from './shopFeatures';

const capabilities = (extensions: readonly string[]) => ({
  extensions: new Set(extensions),
  offsetPagination: false,
  login: true,
  loginRefresh: true,
  loginPlugin: 'jwt-authentication' as const,
});

describe('shopFeatures', () => {
  it('given every extension / every feature is on', () => {
    const all = [...EXTENSION_FIELDS.query, ...EXTENSION_FIELDS.mutation];
    expect(shopFeatures(capabilities(all))).toEqual(ALL_FEATURES);
  });

  it('given a stock WooCommerce backend / every extension feature is off', () => {
    expect(shopFeatures(capabilities([]))).toEqual({
      coaLibrary: false,
      stockNotifications: false,
      cryptoPayments: false,
      paymentChoiceOnServer: false,
      shopResetLinks: false,
      freeShippingThreshold: null,
      guestOrders: false,
      loginPlugin: 'jwt-authentication',
    });
  });

  it('given a configured threshold / it stands in for the backend only where the backend has none', () => {
    expect(shopFeatures(capabilities([]), 120).freeShippingThreshold).toBe(120);
    expect(shopFeatures(capabilities(['freeShippingAmount']), 120).freeShippingThreshold).toBe(
      'backend',
    );
  });

  it('given no COA library / the navigation leaves its entry out and keeps the rest in order', () => {
    const hrefs = navigationFor({ ...ALL_FEATURES, coaLibrary: false }).map((item) => item.href);
    expect(hrefs).toEqual(MAIN_NAV.map((item) => item.href).filter((href) => href !== '/coas'));
    expect(navigationFor(ALL_FEATURES)).toBe(MAIN_NAV);
  });
});
