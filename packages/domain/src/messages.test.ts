import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { MESSAGES, SERVER_MESSAGES, SESSION_REJECTED_MESSAGES } from './messages';
import { ACCOUNT_MESSAGES } from './messages/account';
import { CART_MESSAGES } from './messages/cart';
import { CATALOGUE_MESSAGES } from './messages/catalogue';
import { GENERAL_MESSAGES } from './messages/general';

describe('MESSAGES areas', () => {
  it('given the area files, each key is defined in one of them only and MESSAGES holds them all', () => {
    const areas = [GENERAL_MESSAGES, CATALOGUE_MESSAGES, CART_MESSAGES, ACCOUNT_MESSAGES];
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MESSAGES).sort()).toEqual([...keys].sort());
  });
});

describe('MESSAGES templates', () => {
  it('given their values, templated messages read exactly as worded', () => {
    expect(MESSAGES.freeShippingBanner).toBe('FREE SHIPPING ON ORDERS OVER €250');
    expect(MESSAGES.freeShippingBanner).toBe(
      `FREE SHIPPING ON ORDERS OVER €${LIMITS.freeShippingThreshold}`,
    );
    expect(MESSAGES.searchResults(7)).toBe('7 results found');
    expect(MESSAGES.noMoreStock(2)).toBe(
      'No more stock available. You already have 2 item(s) in your cart.',
    );
    expect(MESSAGES.onlyLeftInStock(4, 1)).toBe(
      'Only 4 item(s) left in stock. You already have 1 item(s) in your cart.',
    );
    expect(MESSAGES.freeShippingRemaining('€10.00')).toBe(
      'Spend €10.00 more to get free EU shipping!',
    );
    expect(MESSAGES.productTitle('BPC-157')).toBe('BPC-157 - the product');
    expect(MESSAGES.errorLoadingProduct('timeout')).toBe('Error loading product: timeout');
    expect(MESSAGES.errorGeneric('boom')).toBe('Error: boom');
    expect(MESSAGES.errorLoadingOrder('gone')).toBe('Error loading order: gone');
    expect(MESSAGES.paymentFailed('declined')).toBe('Payment failed: declined');
    expect(MESSAGES.passwordTooShort(8)).toBe('Password must be at least 8 characters');
    expect(MESSAGES.tooLong(30)).toBe('Must be at most 30 characters');
    expect(MESSAGES.checkoutErrorSummary(1)).toBe(
      '1 field needs correcting before the order can be placed.',
    );
    expect(MESSAGES.checkoutErrorSummary(3)).toBe(
      '3 fields need correcting before the order can be placed.',
    );
    expect(MESSAGES.responseNotSuccessful(502)).toBe(
      'Response not successful: Received status code 502',
    );
  });

  it('given a registration, the success message says the shopper is logged in and where the password comes from', () => {
    expect(MESSAGES.registrationSuccessful).toBe(
      'Registration successful! You are now logged in. We have e-mailed you a link to set your password.',
    );
    expect(MESSAGES.registrationSuccessful).not.toMatch(/admin|credentials/i);
  });

  it('given the session-rejecting server messages, both are listed', () => {
    expect(SESSION_REJECTED_MESSAGES).toEqual([
      'Expired token',
      'The iss do not match with this server',
    ]);
  });
});

describe('SERVER_MESSAGES', () => {
  it("given their values, templated server messages keep WooCommerce's wording", () => {
    expect(SERVER_MESSAGES.couponDoesNotExist('NOPE')).toBe('Coupon "NOPE" does not exist!');
    expect(SERVER_MESSAGES.productNotFound('slug', 'nope')).toBe(
      'No product was found corresponding to the slug: nope',
    );
    expect(SERVER_MESSAGES.notEnoughStock('Semax', 2)).toBe(
      'Sorry, we do not have enough "Semax" in stock to fulfill your order (2 available). We apologize for any inconvenience caused.',
    );
    expect(SERVER_MESSAGES.fieldTooLong('search', 200)).toBe(
      'search is too long (at most 200 characters).',
    );
    expect(SERVER_MESSAGES.invalidId('xyz', 'order')).toBe('"xyz" is not a valid order ID.');
  });

  it('given an order limit, its message counts orders and rounds the wait up to whole minutes', () => {
    expect(SERVER_MESSAGES.tooManyUnpaidOrders(1)).toBe(
      'You already have an order awaiting payment. Please pay for or cancel it before placing another order.',
    );
    expect(SERVER_MESSAGES.tooManyUnpaidOrders(3)).toBe(
      'You already have 3 orders awaiting payment. Please pay for or cancel one of them before placing another order.',
    );
    expect(SERVER_MESSAGES.tooManyCheckouts(1_000)).toBe(
      'You have placed too many orders in a short time. Please try again in 1 minute.',
    );
    expect(SERVER_MESSAGES.tooManyCheckoutsForEmail(60_001)).toBe(
      'Too many orders were placed with this e-mail address in a short time. Please try again in 2 minutes.',
    );
  });

  it('given the shop messages, no server message retypes one of them', () => {
    const texts = (group: Record<string, unknown>) =>
      Object.values(group).map((value) =>
        typeof value === 'function' ? (value as (...args: unknown[]) => string)('X', 1) : value,
      );
    const spec = new Set(texts(MESSAGES));
    expect(texts(SERVER_MESSAGES).filter((text) => spec.has(text))).toEqual([]);
  });
});
