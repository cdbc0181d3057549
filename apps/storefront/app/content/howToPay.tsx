import { LIMITS, MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';

/** One step of paying with Bitcoin. */
export interface PaymentStep {
  title: string;
  text: ReactNode;
}

/** The Bitcoin discount as a whole percentage, from the domain's rate. */
export const BITCOIN_DISCOUNT_PERCENT = Math.round(LIMITS.bitcoinDiscountRate * 100);

/** The How to Pay steps, in order. */
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

/** The How to Pay steps of WooCommerce's direct bank transfer, in order. */
export const BANK_TRANSFER_STEPS: readonly PaymentStep[] = [
  {
    title: 'Choose Direct bank transfer',
    text: 'At checkout, choose Direct bank transfer as the payment method.',
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

/** The How to Pay steps of WooCommerce's cash on delivery, in order. */
export const CASH_ON_DELIVERY_STEPS: readonly PaymentStep[] = [
  {
    title: 'Choose Cash on delivery',
    text: 'At checkout, choose Cash on delivery as the payment method.',
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
