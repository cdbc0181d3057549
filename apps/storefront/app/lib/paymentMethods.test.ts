import { BITCOIN_GATEWAY_ID } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { gatewayKind, offlineMethodNames, paymentMethodsOf } from './paymentMethods';

describe('paymentMethodsOf', () => {
  it('given WooCommerce’s bank transfer and cash on delivery / no crypto is claimed', () => {
    const methods = paymentMethodsOf([
      { id: 'bacs', title: 'Direct bank transfer' },
      { id: 'cod', title: 'Cash on delivery' },
    ]);
    expect(methods.crypto).toBe(false);
    expect(offlineMethodNames(methods)).toEqual(['Bank transfer', 'Cash on delivery']);
  });

  it('given the crypto gateways’ plugins / crypto is offered', () => {
    const methods = paymentMethodsOf([
      { id: 'btcpaygf_default', title: 'Pay with Bitcoin' },
      { id: 'nowpayments', title: 'NOWPayments' },
    ]);
    expect(methods).toEqual({
      crypto: true,
      bankTransfer: false,
      cashOnDelivery: false,
      others: [],
    });
  });

  it('given another gateway / it is named by its own title', () => {
    const methods = paymentMethodsOf([{ id: 'cheque', title: 'Check payments' }]);
    expect(offlineMethodNames(methods)).toEqual(['Check payments']);
  });
});

describe('gatewayKind', () => {
  it('given the gateways’ ids / the spec’s Bitcoin gateway is told from the other crypto plugins', () => {
    expect(
      [BITCOIN_GATEWAY_ID, 'btcpaygf_lightning', 'nowpayments', 'bacs', 'cod', 'cheque'].map(
        gatewayKind,
      ),
    ).toEqual(['bitcoin', 'crypto', 'crypto', 'bankTransfer', 'cashOnDelivery', 'other']);
  });
});
