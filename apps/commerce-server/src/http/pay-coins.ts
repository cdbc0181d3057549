import { createHash } from 'node:crypto';
import { BITCOIN_GATEWAY_ID } from '@peptide/domain';

/** A coin the payment simulator takes. */
export interface Coin {
  code: 'BTC' | 'ETH' | 'LTC' | 'USDT';
  name: string;
  /** The shop setting of its price in euros, and the price when the setting is absent. */
  rateSetting: string;
  defaultRate: number;
  /** Decimals of the amount to send. */
  decimals: number;
  /** The payment URI's scheme for the QR code; none for a token (its address alone). */
  scheme: string | null;
  /** A stable, well-formed-looking address of the order for the coin (no coins move). */
  address(orderKey: string): string;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function digestOf(orderKey: string, coin: string): Buffer {
  return createHash('sha512').update(`${coin}:${orderKey}`).digest();
}

function bech32Address(prefix: string, digest: Buffer): string {
  return `${prefix}${Array.from(digest.subarray(0, 38), (byte) => BECH32[byte % 32]).join('')}`;
}

/** An Ethereum-style address (ETH itself, and USDT as its ERC-20 token). */
function hexAddress(digest: Buffer): string {
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

/** The bech32 Bitcoin address of an order, as the Bitcoin gateway has always shown it. */
export function btcAddressFor(orderKey: string): string {
  return bech32Address('bc1q', createHash('sha512').update(orderKey).digest());
}

/** The coins, in the order the hosted checkout offers them. */
export const COINS: readonly Coin[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    rateSetting: 'btc_eur_rate',
    defaultRate: 60_000,
    decimals: 8,
    scheme: 'bitcoin',
    address: btcAddressFor,
  },
  {
    code: 'USDT',
    name: 'Tether (USDT, ERC-20)',
    rateSetting: 'usdt_eur_rate',
    defaultRate: 0.92,
    decimals: 2,
    scheme: null,
    address: (orderKey) => hexAddress(digestOf(orderKey, 'usdt')),
  },
  {
    code: 'ETH',
    name: 'Ether',
    rateSetting: 'eth_eur_rate',
    defaultRate: 3_000,
    decimals: 6,
    scheme: 'ethereum',
    address: (orderKey) => hexAddress(digestOf(orderKey, 'eth')),
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    rateSetting: 'ltc_eur_rate',
    defaultRate: 80,
    decimals: 8,
    scheme: 'litecoin',
    address: (orderKey) => bech32Address('ltc1q', digestOf(orderKey, 'ltc')),
  },
];

/**
 * The coins an order may be paid in: Bitcoin alone for the Bitcoin gateway (its discount is
 * for paying in bitcoin), every coin for the hosted crypto checkout.
 *
 * @param paymentMethod - the order's gateway
 * @returns the coins, the first one the default
 */
export function coinsFor(paymentMethod: string): readonly Coin[] {
  return paymentMethod === BITCOIN_GATEWAY_ID ? COINS.slice(0, 1) : COINS;
}

/**
 * The coin a payment page shows: the one the `coin` query names, if the order takes it, else
 * the first.
 */
export function chosenCoin(coins: readonly Coin[], requested: string | null): Coin {
  return coins.find((coin) => coin.code === requested?.toUpperCase()) ?? (coins[0] as Coin);
}

/** The amount to send of a coin for a total in euros, at its rate. */
export function coinAmount(coin: Coin, totalEur: number, rate: number): string {
  return (totalEur / rate).toFixed(coin.decimals);
}
