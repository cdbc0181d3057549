/** A cart as one session's own successful operations made it: lines and coupon codes. */
export interface CartModel {
  /** Quantity per purchasable, keyed `productId:variationId` (0 for none). */
  lines: Record<string, number>;
  coupons: string[];
}

/** The cart fields a load operation reads back. */
export const LOAD_CART_FIELDS =
  'contents { nodes { key quantity product { node { databaseId } } variation { node { databaseId } } } } appliedCoupons { code }';

/** A cart as the server answers {@link LOAD_CART_FIELDS}. */
export interface AnsweredCart {
  contents: {
    nodes: {
      key: string;
      quantity: number;
      product: { node: { databaseId: number } } | null;
      variation: { node: { databaseId: number } } | null;
    }[];
  };
  appliedCoupons: { code: string }[] | null;
}

/** The model key of a purchasable. */
export function lineKey(productId: number, variationId: number | null): string {
  return `${productId}:${variationId ?? 0}`;
}

/** An empty cart. */
export function emptyCart(): CartModel {
  return { lines: {}, coupons: [] };
}

/** The model of an answered cart, and the server's cart item key of each line. */
export function modelOf(cart: AnsweredCart): { model: CartModel; keys: Record<string, string> } {
  const model = emptyCart();
  const keys: Record<string, string> = {};
  for (const node of cart.contents.nodes) {
    const key = lineKey(
      node.product?.node.databaseId ?? 0,
      node.variation?.node.databaseId ?? null,
    );
    model.lines[key] = (model.lines[key] ?? 0) + node.quantity;
    keys[key] = node.key;
  }
  model.coupons = (cart.appliedCoupons ?? []).map((coupon) => coupon.code.toUpperCase());
  return { model, keys };
}

/** A stable text of a cart model, for comparing and for messages. */
export function describeCart(model: CartModel): string {
  const lines = Object.entries(model.lines)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, quantity]) => `${key}×${quantity}`);
  return `[${lines.join(', ')}] coupons [${[...model.coupons].sort().join(', ')}]`;
}

/** Whether two cart models hold the same lines and coupons. */
export function sameCart(a: CartModel, b: CartModel): boolean {
  return describeCart(a) === describeCart(b);
}
