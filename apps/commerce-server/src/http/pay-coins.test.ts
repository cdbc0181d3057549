import { BITCOIN_GATEWAY_ID } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { COINS, chosenCoin, coinAmount, coinsFor } from './pay-coins';

describe('the coins an order is paid in', () => {
  it('given the Bitcoin gateway / bitcoin only; given the hosted crypto checkout / every coin', () => {
    expect(coinsFor(BITCOIN_GATEWAY_ID).map((coin) => coin.code)).toEqual(['BTC']);
    expect(coinsFor('nowpayments').map((coin) => coin.code)).toEqual(['BTC', 'USDT', 'ETH', 'LTC']);
  });

  it('given a coin asked for / it is shown if the order takes it, else the first', () => {
    expect(chosenCoin(COINS, 'eth').code).toBe('ETH');
    expect(chosenCoin(coinsFor(BITCOIN_GATEWAY_ID), 'ETH').code).toBe('BTC');
    expect(chosenCoin(COINS, null).code).toBe('BTC');
  });

  it('given an order / each coin has a stable address of its own form', () => {
    const [btc, usdt, eth, ltc] = COINS.map((coin) => coin.address('wc_order_abc'));
    expect(btc).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(eth).toMatch(/^0x[0-9a-f]{40}$/);
    expect(usdt).toMatch(/^0x[0-9a-f]{40}$/);
    expect(usdt).not.toBe(eth);
    expect(ltc).toMatch(/^ltc1q[a-z0-9]{38}$/);
    expect(COINS[2]?.address('wc_order_abc')).toBe(eth);
  });

  it('given a total and a rate / the amount has the coin’s decimals', () => {
    const [btc, usdt] = COINS;
    if (!btc || !usdt) throw new Error('no coins');
    expect(coinAmount(btc, 238.2, 60_000)).toBe('0.00397000');
    expect(coinAmount(usdt, 92, 0.92)).toBe('100.00');
  });
});
