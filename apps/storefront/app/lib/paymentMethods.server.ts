import { GetPaymentGatewaysDocument } from '@peptide/sdk';
import { type CommerceClient, query } from './commerce.server';
import {
  type OfferedGateway,
  type PaymentMethods,
  paymentMethodsOf,
  UNKNOWN_PAYMENT_METHODS,
} from './paymentMethods';
import { plainText } from './plainText';
import { CacheLong } from './swrCache.server';

/**
 * An offered gateway's instructions: its description as the backend answers it (WooCommerce's
 * bank transfer: "Make your payment directly into our bank account …"), read with the gateways
 * the footer reads and kept as long.
 *
 * @param client - the request's client
 * @param gatewayId - the order's gateway id (`bacs`)
 * @returns the description as plain text; null when the gateway is not offered, says nothing or
 *   the gateways cannot be read
 */
export async function gatewayInstructions(
  client: CommerceClient,
  gatewayId: string | null | undefined,
): Promise<string | null> {
  if (!gatewayId) return null;
  return query(client, GetPaymentGatewaysDocument, {}, CacheLong()).then(
    ({ paymentGateways }) =>
      plainText(paymentGateways?.nodes?.find((node) => node?.id === gatewayId)?.description) ||
      null,
    () => null,
  );
}

/**
 * The gateways the backend offers, in its order, read as the footer reads them and kept like
 * the catalogue's other slow-changing data (the same for every visitor).
 *
 * @param client - the request's client
 * @returns the gateways; null when they cannot be read
 */
export async function loadOfferedGateways(
  client: CommerceClient,
): Promise<OfferedGateway[] | null> {
  return query(client, GetPaymentGatewaysDocument, {}, CacheLong()).then(
    ({ paymentGateways }) =>
      (paymentGateways?.nodes ?? []).flatMap((node) =>
        node
          ? [{ id: node.id, title: node.title ?? '', description: plainText(node.description) }]
          : [],
      ),
    () => null,
  );
}

/**
 * The payment methods the backend offers, read with its gateways.
 *
 * @param client - the request's client
 * @returns what the gateways come to; nothing claimed when they cannot be read
 */
export async function loadPaymentMethods(client: CommerceClient): Promise<PaymentMethods> {
  const gateways = await loadOfferedGateways(client);
  return gateways ? paymentMethodsOf(gateways) : UNKNOWN_PAYMENT_METHODS;
}
