import { LIMITS, MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';
import { gatewayKind, type OfferedGateway } from '../lib/paymentMethods';

/** One step of paying with a payment method. */
export interface PaymentStep {
  title: string;
  text: ReactNode;
}

/** The Bitcoin discount as a whole percentage, from the domain's rate. */
export const BITCOIN_DISCOUNT_PERCENT = Math.round(LIMITS.bitcoinDiscountRate * 100);

/** The How to Pay steps of the Bitcoin gateway, in order, worded as the spec words them. */
export const PAYMENT_STEPS: readonly PaymentStep[] = [
  {
    title: 'Have enough Bitcoin',
    text: 'Make sure your wallet holds enough Bitcoin for the order total and the network fee.',
  },
  {
    title: 'Choose Pay with Bitcoin',
    text: `At checkout, choose Pay with Bitcoin as the payment method: it takes ${BITCOIN_DISCOUNT_PERCENT}% off your order.`,
  },
  {
    title: `Press ${MESSAGES.placeOrder}`,
    text: 'Your order is created and you are taken to the payment page.',
  },
  {
    title: 'Scan the QR code',
    text: 'Scan the QR code with your wallet, or copy the BTC address and the exact amount shown under it.',
  },
  {
    title: 'Send exactly that amount',
    text: 'Send exactly the amount shown, or the payment may fail. Your order is processed once the payment arrives.',
  },
];

/**
 * The steps of a crypto gateway other than the Bitcoin one (NOWPayments and the like): the
 * payment page lets the shopper pick the coin.
 *
 * @param title - the gateway's label at checkout (`Pay with Crypto`)
 */
export function cryptoSteps(title: string): readonly PaymentStep[] {
  return [
    {
      title: `Choose ${title}`,
      text: `At checkout, choose ${title} as the payment method.`,
    },
    {
      title: `Press ${MESSAGES.placeOrder}`,
      text: 'Your order is created and you are taken to the payment page.',
    },
    {
      title: 'Pick your coin',
      text: 'Choose the coin to pay with; the page shows the address and the exact amount in that coin.',
    },
    {
      title: 'Send exactly that amount',
      text: 'Send exactly the amount shown, or the payment may fail. Your order is processed once the payment arrives.',
    },
  ];
}

/**
 * The steps of WooCommerce's direct bank transfer.
 *
 * @param title - the gateway's label at checkout (`Direct bank transfer`)
 */
export function bankTransferSteps(title: string): readonly PaymentStep[] {
  return [
    {
      title: `Choose ${title}`,
      text: `At checkout, choose ${title} as the payment method.`,
    },
    {
      title: `Press ${MESSAGES.placeOrder}`,
      text: 'Your order is placed and held for your payment; the order-received page and the order e-mail give our bank details.',
    },
    {
      title: 'Transfer the order total',
      text: 'Pay the exact total shown, with your order number as the payment reference. Your order ships once the payment has cleared.',
    },
  ];
}

/**
 * The steps of WooCommerce's cash on delivery.
 *
 * @param title - the gateway's label at checkout (`Cash on delivery`)
 */
export function cashOnDeliverySteps(title: string): readonly PaymentStep[] {
  return [
    {
      title: `Choose ${title}`,
      text: `At checkout, choose ${title} as the payment method.`,
    },
    {
      title: `Press ${MESSAGES.placeOrder}`,
      text: 'Your order is placed and shipped; nothing is paid online.',
    },
    {
      title: 'Pay when it arrives',
      text: 'Pay the order total to the courier when your parcel is delivered.',
    },
  ];
}

/**
 * The steps of any other gateway (a cheque, a card plugin): its own description says how.
 *
 * @param title - the gateway's label at checkout
 * @param description - its description as the backend gives it, plain text
 */
export function otherGatewaySteps(title: string, description: string): readonly PaymentStep[] {
  return [
    {
      title: `Choose ${title}`,
      text: `At checkout, choose ${title} as the payment method.`,
    },
    {
      title: `Press ${MESSAGES.placeOrder}`,
      text: description
        ? `Your order is placed. ${description}`
        : 'Your order is placed; the order-received page and the order e-mail say how to complete the payment.',
    },
  ];
}

/** One payment method's part of How to Pay: its checkout label and its steps. */
export interface PaymentMethodSteps {
  id: string;
  title: string;
  steps: readonly PaymentStep[];
}

/** The checkout's usual labels, for a gateway the backend gives no title. */
const DEFAULT_TITLES = {
  bitcoin: 'Pay with Bitcoin',
  crypto: 'Pay with Crypto',
  bankTransfer: 'Direct bank transfer',
  cashOnDelivery: 'Cash on delivery',
  other: '',
} as const;

/**
 * How to pay with each gateway the backend offers, in its order: the Bitcoin gateway with the
 * spec's steps, every other by its own label at checkout.
 *
 * @param gateways - the offered gateways
 * @returns one entry per gateway; an unnamed gateway of no known kind is left out, as the
 *   shopper could not find it at checkout by name
 */
export function paymentMethodSteps(gateways: readonly OfferedGateway[]): PaymentMethodSteps[] {
  return gateways.flatMap(({ id, title: given, description }) => {
    const kind = gatewayKind(id);
    const title = given || DEFAULT_TITLES[kind];
    if (!title) return [];
    const steps = {
      bitcoin: () => PAYMENT_STEPS,
      crypto: () => cryptoSteps(title),
      bankTransfer: () => bankTransferSteps(title),
      cashOnDelivery: () => cashOnDeliverySteps(title),
      other: () => otherGatewaySteps(title, description),
    }[kind]();
    return [{ id, title, steps }];
  });
}
