import { describe, expect, it } from 'vitest';
import { Shopper, useTestShop } from '../../testing/shopper';

const VARIATIONS = `{
  products(first: 100, where: { type: VARIABLE }) {
    nodes {
      databaseId name onSale
      ... on VariableProduct { variations(first: 100) { nodes { databaseId name onSale salePrice(format: RAW) stockStatus } } }
    }
  }
}`;

/** An add to cart as WooGraphQL storefronts send a chosen variation: its id as the product's. */
const ADD_BY_VARIATION = `mutation ($productId: Int!) {
  addToCart(input: { productId: $productId, quantity: 1 }) {
    cartItem { key product { node { databaseId } } variation { node { databaseId } attributes { name value } } }
  }
}`;

const ADD = `mutation ($productId: Int!, $variationId: Int) {
  addToCart(input: { productId: $productId, variationId: $variationId, quantity: 1 }) { cartItem { key } }
}`;

type Variation = {
  databaseId: number;
  onSale: boolean;
  salePrice: string | null;
  stockStatus: string;
};

describe('WooGraphQL storefronts adding variations to the cart', () => {
  const shop = useTestShop('all');

  async function variableProducts() {
    const { products } = await shop.shopper.ok(VARIATIONS);
    return products.nodes as {
      databaseId: number;
      onSale: boolean;
      variations: { nodes: Variation[] };
    }[];
  }

  it('given a variation, onSale answers whether it has a sale price; its product is on sale when one of its variations is', async () => {
    const products = await variableProducts();
    const variations = products.flatMap((product) => product.variations.nodes);
    expect(variations.some((variation) => variation.onSale)).toBe(true);
    for (const variation of variations) expect(variation.onSale).toBe(variation.salePrice !== null);
    for (const product of products)
      expect(product.onSale).toBe(product.variations.nodes.some((variation) => variation.onSale));
  });

  it("given a variation's id as the productId, addToCart adds that variation of its parent, the same line as one added with both ids", async () => {
    const products = await variableProducts();
    const product = products.find((candidate) =>
      candidate.variations.nodes.some((variation) => variation.stockStatus === 'IN_STOCK'),
    );
    const variation = product?.variations.nodes.find((v) => v.stockStatus === 'IN_STOCK');
    if (!product || !variation) throw new Error('the seed has a variation in stock');
    const shopper = new Shopper(shop.server);
    const { addToCart } = await shopper.ok(ADD_BY_VARIATION, { productId: variation.databaseId });
    expect(addToCart.cartItem.product.node.databaseId).toBe(product.databaseId);
    expect(addToCart.cartItem.variation.node.databaseId).toBe(variation.databaseId);
    expect(addToCart.cartItem.variation.attributes.length).toBeGreaterThan(0);
    const again = await shopper.ok(ADD, {
      productId: product.databaseId,
      variationId: variation.databaseId,
    });
    expect(again.addToCart.cartItem.key).toBe(addToCart.cartItem.key);
    const { cart } = await shopper.ok('{ cart { contents { nodes { quantity } } } }');
    expect(cart.contents.nodes).toEqual([{ quantity: 2 }]);
  });

  it('given an id that is neither a product nor a variation, addToCart is refused as before', async () => {
    expect(await shop.shopper.error(ADD_BY_VARIATION, { productId: 999_999 })).toBe(
      'No product was found corresponding to the ID: 999999',
    );
  });
});
