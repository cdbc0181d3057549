import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { unmanagedProductId } from '../../testing/rows';
import {
  ADD_TO_CART,
  GET_CART,
  REGISTER,
  REMOVE_ITEM,
  SEEDED,
  Shopper,
  UPDATE_QUANTITY,
  useTestShop,
} from '../../testing/shopper';

describe('cart add, update and remove', () => {
  const shop = useTestShop();

  it('given the same product added twice, the cart holds one line with the summed quantity', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 2,
    });
    expect(addToCart.cart.contents.productCount).toBe(1);
    expect(addToCart.cart.contents.nodes[0].quantity).toBe(3);
    expect(addToCart.cart.contents.nodes[0].subtotal).toBe('€135.00');
  });

  it('given format RAW, the cart and its lines answer plain decimals, as upstream', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 3 });
    const { cart } = await shop.shopper.ok(`{ cart {
      subtotal(format: RAW) total(format: RAW) shippingTotal(format: RAW) feeTotal(format: RAW)
      discountTotal(format: RAW) totalTax(format: RAW) formatted: subtotal
      contents { nodes { subtotal(format: RAW) total(format: RAW) tax(format: RAW) } }
    } }`);
    expect(cart).toMatchObject({
      subtotal: '135.00',
      feeTotal: '0.00',
      discountTotal: '0.00',
      totalTax: '0.00',
      formatted: '€135.00',
    });
    expect(Number(cart.total)).toBe(135 + Number(cart.shippingTotal));
    expect(cart.contents.nodes).toEqual([{ subtotal: '135.00', total: '135.00', tax: '0.00' }]);
  });

  it('given stock of 3 and 2 in the cart, adding 2 more answers how many are left and in the cart', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 2 });
    expect(
      await shop.shopper.error(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 2 }),
    ).toBe(MESSAGES.onlyLeftInStock(3, 2));
  });

  it('given the whole stock in the cart, adding one more answers no more stock', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
    expect(await shop.shopper.error(ADD_TO_CART, { productId: SEEDED.semax, quantity: 1 })).toBe(
      MESSAGES.noMoreStock(2),
    );
  });

  it('given an out-of-stock product, adding it is refused', async () => {
    expect(await shop.shopper.error(ADD_TO_CART, { productId: SEEDED.ghk, quantity: 1 })).toBe(
      MESSAGES.outOfStock,
    );
  });

  it('given a variable product without a variation, adding it asks for one', async () => {
    expect(
      await shop.shopper.error(ADD_TO_CART, { productId: SEEDED.tesamorelin, quantity: 1 }),
    ).toBe(MESSAGES.selectVariation);
  });

  it('given a variation, the line carries it and its own price', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.tesamorelin,
      quantity: 1,
      variationId: 5002,
    });
    expect(addToCart.cart.contents.nodes[0].variation.node.databaseId).toBe(5002);
    expect(addToCart.cart.subtotal).toBe('€139.00');
  });

  it('given a variation of another product, adding it is refused', async () => {
    expect(
      await shop.shopper.error(ADD_TO_CART, {
        productId: SEEDED.tesamorelin,
        quantity: 1,
        variationId: 5010,
      }),
    ).toMatch(/No variation 5010/);
  });

  it.each([0, -1, 1000])(
    'given quantity %i, adding is refused with the range message',
    async (quantity) => {
      expect(await shop.shopper.error(ADD_TO_CART, { productId: SEEDED.bpc, quantity })).toBe(
        MESSAGES.quantityOutOfRange,
      );
    },
  );

  it('given a line of 999 without stock management, adding more is refused with the range message', async () => {
    const unmanaged = { id: await unmanagedProductId(shop.server.db) };
    await shop.shopper.ok(ADD_TO_CART, { productId: unmanaged.id, quantity: 998 });
    expect(await shop.shopper.error(ADD_TO_CART, { productId: unmanaged.id, quantity: 2 })).toBe(
      MESSAGES.quantityOutOfRange,
    );
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: unmanaged.id,
      quantity: 1,
    });
    expect(addToCart.cart.contents.nodes[0].quantity).toBe(999);
    expect(await shop.shopper.error(ADD_TO_CART, { productId: unmanaged.id, quantity: 1 })).toBe(
      MESSAGES.quantityOutOfRange,
    );
  });

  it('given an unknown product id, adding is refused clearly', async () => {
    expect(await shop.shopper.error(ADD_TO_CART, { productId: 999_999, quantity: 1 })).toMatch(
      /No product was found/,
    );
  });

  it('given a line, updating its quantity changes it and above stock is refused', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.ipamorelin,
      quantity: 1,
    });
    const key = addToCart.cart.contents.nodes[0].key;
    const { updateItemQuantities } = await shop.shopper.ok(UPDATE_QUANTITY, { key, quantity: 3 });
    expect(updateItemQuantities.cart.contents.itemCount).toBe(3);
    expect(await shop.shopper.error(UPDATE_QUANTITY, { key, quantity: 4 })).toBe(
      MESSAGES.noMoreStock(3),
    );
  });

  it('given a line, updating it to 0 removes it, as upstream', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 1,
    });
    const { updateItemQuantities } = await shop.shopper.ok(UPDATE_QUANTITY, {
      key: addToCart.cart.contents.nodes[0].key,
      quantity: 0,
    });
    expect(updateItemQuantities.cart.isEmpty).toBe(true);
  });

  it('given a negative or unknown update, it is refused', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 1,
    });
    const key = addToCart.cart.contents.nodes[0].key;
    expect(await shop.shopper.error(UPDATE_QUANTITY, { key, quantity: -2 })).toBe(
      MESSAGES.quantityOutOfRange,
    );
    expect(await shop.shopper.error(UPDATE_QUANTITY, { key: 'nope', quantity: 1 })).toMatch(
      /No cart item found/,
    );
  });

  it('given two lines, removing one leaves the other', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.insurance,
      quantity: 1,
    });
    const insuranceLine = addToCart.cart.contents.nodes.find(
      (line: { product: { node: { databaseId: number } } }) =>
        line.product.node.databaseId === SEEDED.insurance,
    );
    const { removeItemsFromCart } = await shop.shopper.ok(REMOVE_ITEM, { key: insuranceLine.key });
    expect(
      removeItemsFromCart.cart.contents.nodes.map(
        (line: { product: { node: { name: string } } }) => line.product.node.name,
      ),
    ).toEqual(['BPC-157 5mg']);
    expect(await shop.shopper.error(REMOVE_ITEM, { key: insuranceLine.key })).toMatch(
      /No cart item found/,
    );
  });

  it('given the insurance product, it is 11710 at 4.99', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.insurance,
      quantity: 1,
    });
    expect(addToCart.cart.contents.nodes[0].product.node.name).toBe('Premium shipping insurance');
    expect(addToCart.cart.subtotal).toBe('€4.99');
  });

  it('given parallel adds from one shopper, no add is lost', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const products = [SEEDED.ipamorelin, SEEDED.semax, SEEDED.insurance, 104, 107, 108];
    await Promise.all(
      products.map((productId) => shop.shopper.ok(ADD_TO_CART, { productId, quantity: 1 })),
    );
    const { cart } = await shop.shopper.ok(GET_CART);
    expect(cart.contents.productCount).toBe(products.length + 1);
  });

  it('given a customer without a cart adding in parallel, one cart holds every line', async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'fast@example.org',
      password: 'password-one',
    });
    const customer = new Shopper(shop.server);
    customer.authToken = registerCustomer.authToken;
    const products = [SEEDED.bpc, SEEDED.ipamorelin, SEEDED.semax];
    const answers = await Promise.all(
      products.map((productId) => customer.send(ADD_TO_CART, { productId, quantity: 1 })),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect((await customer.ok(GET_CART)).cart.contents.productCount).toBe(3);
  });

  it('given no session, the cart query answers an empty cart', async () => {
    const { cart } = await shop.shopper.ok(GET_CART);
    expect(cart).toMatchObject({ isEmpty: true, total: '€0.00', contents: { itemCount: 0 } });
  });
});
