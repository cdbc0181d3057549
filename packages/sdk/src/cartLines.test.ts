import { describe, expect, it } from 'vitest';
import { cartLinesFromCart } from './cartLines';
import type { CartFragment } from './generated/graphql';

type Item = NonNullable<NonNullable<NonNullable<CartFragment['contents']>['nodes']>[number]>;

const image = (sourceUrl: string) => ({ id: sourceUrl, sourceUrl, altText: null });

const product = {
  id: 'cHJvZHVjdDoxMg==',
  databaseId: 12,
  name: 'BPC-157',
  slug: 'bpc-157',
  price: '1045.50',
  stockQuantity: 20,
  stockStatus: 'IN_STOCK' as const,
  manageStock: 'TRUE' as const,
  image: image('/bpc.png'),
};

const item = (key: string, quantity: number, overrides: Partial<Item> = {}): Item => ({
  key,
  quantity,
  subtotal: null,
  total: null,
  product: { node: product },
  variation: null,
  ...overrides,
});

const cartOf = (...nodes: Item[]): CartFragment => ({
  subtotal: null,
  total: null,
  shippingTotal: null,
  shippingTax: null,
  discountTotal: null,
  feeTotal: null,
  chosenShippingMethods: null,
  isEmpty: nodes.length === 0,
  appliedCoupons: null,
  availableShippingMethods: null,
  contents: { itemCount: nodes.length, nodes },
});

describe('cartLinesFromCart', () => {
  it('given no cart yet, it gives no lines', () => {
    expect(cartLinesFromCart(null, '/placeholder.svg')).toEqual([]);
  });

  it('given a product line, it parses the price and computes the subtotal', () => {
    const [line] = cartLinesFromCart(cartOf(item('k1', 2)), '/placeholder.svg');
    expect(line).toMatchObject({
      key: 'k1',
      productId: 12,
      variationId: null,
      name: 'BPC-157',
      link: '/product/bpc-157',
      price: 1045.5,
      image: '/bpc.png',
      quantity: 2,
      stock: 20,
      subtotal: 2091,
    });
  });

  it('given the same product on two lines, it merges them with quantities summed', () => {
    const lines = cartLinesFromCart(cartOf(item('k1', 1), item('k2', 3)), '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: 12, quantity: 4, subtotal: 4182 });
  });

  it("given a variation, its own name, price, image and stock win over the product's", () => {
    const variation = {
      id: 'dmFyaWF0aW9uOjUwMDE=',
      databaseId: 5001,
      name: 'BPC-157 - 10mg',
      price: '80.00',
      stockQuantity: 3,
      stockStatus: 'IN_STOCK' as const,
      image: image('/bpc-10.png'),
    };
    const lines = cartLinesFromCart(
      cartOf(item('k1', 1), item('k2', 1, { variation: { node: variation } })),
      '',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      productId: 12,
      variationId: 5001,
      name: 'BPC-157 - 10mg',
      price: 80,
      image: '/bpc-10.png',
      stock: 3,
    });
  });

  it('given a product without an image, it uses the placeholder; a line without a product is skipped', () => {
    const bare = item('k1', 1, { product: { node: { ...product, image: null } } });
    const lines = cartLinesFromCart(cartOf(bare, item('k2', 1, { product: null })), '/p.svg');
    expect(lines.map((line) => line.image)).toEqual(['/p.svg']);
  });
});
