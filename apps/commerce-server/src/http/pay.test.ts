import { describe, expect, it } from 'vitest';
import { btcAddressFor, matchPayPath } from './pay';

describe('payment simulator helpers', () => {
  it('given an order key, the BTC address is stable, bech32-shaped and differs per order', () => {
    const address = btcAddressFor('wc_order_abc');
    expect(address).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    expect(btcAddressFor('wc_order_abc')).toBe(address);
    expect(btcAddressFor('wc_order_abd')).not.toBe(address);
  });

  it('given pay paths, it reads the order id and action; other paths do not match', () => {
    expect(matchPayPath('/pay/12')).toEqual({ orderId: 12, action: 'show' });
    expect(matchPayPath('/pay/12/confirm')).toEqual({ orderId: 12, action: 'confirm' });
    expect(matchPayPath('/pay/12/cancel')).toEqual({ orderId: 12, action: 'cancel' });
    expect(matchPayPath('/pay/abc')).toBeNull();
    expect(matchPayPath('/pay/12/steal')).toBeNull();
  });
});
