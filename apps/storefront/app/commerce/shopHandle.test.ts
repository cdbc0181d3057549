import { describe, expect, it } from 'vitest';
import { handle as cartHandle } from '../routes/cart';
import { handle as checkoutHandle } from '../routes/checkout';
import { handle as accountHandle } from '../routes/my-account';
import { shopHandleOf } from './shopHandle';

describe('shopHandleOf', () => {
  it('given a catalogue page without a handle / it is the shop default', () => {
    expect(shopHandleOf([{ handle: undefined }, { handle: undefined }])).toEqual({});
  });

  it('given the cart / it shows the cart itself and closes toasts sooner', () => {
    expect(shopHandleOf([{ handle: undefined }, { handle: cartHandle }])).toEqual({
      showsCart: true,
      shortToasts: true,
    });
  });

  it('given the checkout / it shows the cart itself with the shop toasts', () => {
    expect(shopHandleOf([{ handle: undefined }, { handle: checkoutHandle }])).toEqual({
      showsCart: true,
    });
  });

  it('given nested routes / the deepest has the final word', () => {
    expect(shopHandleOf([{ handle: accountHandle }, { handle: { shortToasts: false } }])).toEqual({
      shortToasts: false,
    });
  });
});
