import { describe, expect, it } from 'vitest';
import {
  AFTER_CART_MS,
  AFTER_FIELD_CHANGE_MS,
  isTyping,
  newsletterMayOpen,
} from './newsletterMoment';

const calm = {
  pathname: '/shop',
  typing: false,
  miniCartOpen: false,
  miniCartClosedAt: null,
  fieldChangedAt: null,
  now: 50_000,
};

describe('newsletterMayOpen', () => {
  it('given a catalogue page and a calm shopper / it may open', () => {
    expect(newsletterMayOpen(calm)).toBe(true);
    expect(newsletterMayOpen({ ...calm, pathname: '/product/bpc-157-5mg' })).toBe(true);
  });

  it.each([
    '/cart',
    '/checkout',
    '/my-account',
    '/my-account/view-order/4',
    '/auth',
    '/lost-password',
    '/reset-password',
    '/order-summary/12',
  ])('given the task page %s / it never opens', (pathname) => {
    expect(newsletterMayOpen({ ...calm, pathname })).toBe(false);
  });

  it('given a page that only starts like a task page / it may open', () => {
    expect(newsletterMayOpen({ ...calm, pathname: '/cartography' })).toBe(true);
  });

  it('given a field with focus / it waits', () => {
    expect(newsletterMayOpen({ ...calm, typing: true })).toBe(false);
  });

  it('given a size chosen a moment ago, its picker no longer focused / it waits until the choice is a while old', () => {
    const chosen = { ...calm, fieldChangedAt: calm.now - 1_000 };
    expect(newsletterMayOpen(chosen)).toBe(false);
    expect(
      newsletterMayOpen({ ...chosen, now: chosen.fieldChangedAt + AFTER_FIELD_CHANGE_MS }),
    ).toBe(true);
  });

  it('given the mini cart open, or closed less than its wait ago / it waits', () => {
    expect(newsletterMayOpen({ ...calm, miniCartOpen: true })).toBe(false);
    expect(newsletterMayOpen({ ...calm, miniCartClosedAt: calm.now - AFTER_CART_MS + 1 })).toBe(
      false,
    );
    expect(newsletterMayOpen({ ...calm, miniCartClosedAt: calm.now - AFTER_CART_MS })).toBe(true);
  });
});

describe('isTyping', () => {
  it('given text fields, selects and editable regions / the shopper is typing; buttons and boxes not', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTyping(make('<input type="email">'))).toBe(true);
    expect(isTyping(make('<textarea></textarea>'))).toBe(true);
    expect(isTyping(make('<select></select>'))).toBe(true);
    expect(isTyping(make('<input type="checkbox">'))).toBe(false);
    expect(isTyping(make('<button>Go</button>'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
