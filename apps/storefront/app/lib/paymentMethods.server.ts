import { GetPaymentGatewaysDocument } from '@peptide/sdk';
import { type CommerceClient, query } from './commerce.server';
import { type PaymentMethods, paymentMethodsOf, UNKNOWN_PAYMENT_METHODS } from './paymentMethods';
import { CacheLong } from './swrCache.server';

/**
 * The payment methods the backend offers, read with its gateways and kept like the catalogue's
 * other slow-changing data (the same for every visitor).
 *
 * @param client - the request's client
 * @returns what the gateways come to; nothing claimed when they cannot be read
 */
export async function loadPaymentMethods(client: CommerceClient): Promise<PaymentMethods> {
  return query(client, GetPaymentGatewaysDocument, {}, CacheLong()).then(
    ({ paymentGateways }) =>
      paymentMethodsOf((paymentGateways?.nodes ?? []).flatMap((node) => (node ? [node] : []))),
    () => UNKNOWN_PAYMENT_METHODS,
  );
}
