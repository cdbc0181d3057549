import { BITCOIN_GATEWAY_ID } from '@peptide/domain';

/** What the footer and How to Pay say of the ways a shopper can pay. */
export interface PaymentMethods {
  /** A crypto gateway is offered (a BTCPay or other crypto plugin, the shop's own). */
  crypto: boolean;
  /** Bank transfer is offered (WooCommerce's `bacs`). */
  bankTransfer: boolean;
  /** Cash on delivery is offered (WooCommerce's `cod`). */
  cashOnDelivery: boolean;
  /** The other gateways' names as the backend titles them (a cheque, a card plugin). */
  others: string[];
}

/** A gateway the backend offers, as its checkout lists it. */
export interface OfferedGateway {
  id: string;
  /** The checkout's label for it (`Pay with Bitcoin`); empty when the backend gives none. */
  title: string;
  /** Its description as plain text, empty when it has none. */
  description: string;
}

/** The shop's own commerce server: its two crypto gateways. */
export const SHOP_PAYMENT_METHODS: PaymentMethods = {
  crypto: true,
  bankTransfer: false,
  cashOnDelivery: false,
  others: [],
};

/** Nothing is known of the backend's gateways (they could not be read): nothing is claimed. */
export const UNKNOWN_PAYMENT_METHODS: PaymentMethods = {
  crypto: false,
  bankTransfer: false,
  cashOnDelivery: false,
  others: [],
};

/** Gateway ids of the crypto plugins (BTCPay's `btcpaygf_*`, NOWPayments, CoinGate, Coinbase …). */
const CRYPTO_GATEWAY = /btc|bitcoin|crypto|coin|nowpayments|blockonomics|plisio|cryptapi/i;

/**
 * What a gateway is to the shopper: the spec's Bitcoin gateway (BTCPay's default, with its
 * discount), another crypto plugin, WooCommerce's bank transfer or cash on delivery, or another.
 */
export type GatewayKind = 'bitcoin' | 'crypto' | 'bankTransfer' | 'cashOnDelivery' | 'other';

/**
 * The kind of a gateway, by its WooCommerce id.
 *
 * @param id - the gateway's id (`btcpaygf_default`, `nowpayments`, `bacs`, `cod`, `cheque` …)
 * @returns its kind
 */
export function gatewayKind(id: string): GatewayKind {
  if (id === BITCOIN_GATEWAY_ID) return 'bitcoin';
  if (id === 'bacs') return 'bankTransfer';
  if (id === 'cod') return 'cashOnDelivery';
  return CRYPTO_GATEWAY.test(id) ? 'crypto' : 'other';
}

/**
 * What the gateways a backend offers come to, by their WooCommerce ids.
 *
 * @param gateways - the backend's `paymentGateways` (the enabled ones), id and title
 * @returns whether crypto, bank transfer and cash on delivery are among them, and the rest by title
 */
export function paymentMethodsOf(
  gateways: readonly { id: string; title?: string | null }[],
): PaymentMethods {
  const methods: PaymentMethods = { ...UNKNOWN_PAYMENT_METHODS, others: [] };
  for (const gateway of gateways) {
    const kind = gatewayKind(gateway.id);
    if (kind === 'bankTransfer') methods.bankTransfer = true;
    else if (kind === 'cashOnDelivery') methods.cashOnDelivery = true;
    else if (kind !== 'other') methods.crypto = true;
    else if (gateway.title) methods.others.push(gateway.title);
  }
  return methods;
}

/**
 * The footer's words for the accepted methods other than crypto (which has its own picture).
 *
 * @param methods - the backend's payment methods
 * @returns the names, bank transfer and cash on delivery first
 */
export function offlineMethodNames(methods: PaymentMethods): string[] {
  return [
    ...(methods.bankTransfer ? ['Bank transfer'] : []),
    ...(methods.cashOnDelivery ? ['Cash on delivery'] : []),
    ...methods.others,
  ];
}
