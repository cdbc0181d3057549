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
    if (gateway.id === 'bacs') methods.bankTransfer = true;
    else if (gateway.id === 'cod') methods.cashOnDelivery = true;
    else if (CRYPTO_GATEWAY.test(gateway.id)) methods.crypto = true;
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
