import {
  type CartLine,
  canRemoveCartItem,
  canUpdateCartItem,
  computeTotals,
  MESSAGES,
  type Totals,
} from '@peptide/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { cartLinesFromCart } from '../cartLines';
import {
  AddToCartDocument,
  type CartFragment,
  GetCartDocument,
  RemoveFromCartDocument,
  UpdateCartItemDocument,
} from '../generated/graphql';
import { readCartRecord, writeCartRecord } from '../storage/records';
import { type ActionResult, errorMessage, IGNORED } from './actionResult';
import { useCommerce } from './CommerceProvider';
import { refetchCart } from './refetchCart';

/** What a cart line is busy with: each button has its own spinner. */
export interface LineBusy {
  increment: boolean;
  decrement: boolean;
  remove: boolean;
}

const IDLE: LineBusy = { increment: false, decrement: false, remove: false };

/** What {@link useCart} gives. */
export interface UseCartResult {
  /** Merged local lines: the server cart once loaded, the stored cart record until then. */
  lines: CartLine[];
  /** The server cart as loaded, or null before it has loaded. */
  cart: CartFragment | null;
  /** Totals from `@peptide/domain`, the same computation the server charges. */
  totals: Totals;
  /** Number of lines (the header badge). */
  count: number;
  /** Whether the cart query is loading. */
  fetching: boolean;
  /** The message of the last failed cart load, if any. */
  error: string | null;
  /** Adds a product (quantity 1 by default) and refetches the cart. */
  add(productId: number, quantity?: number, variationId?: number | null): Promise<ActionResult>;
  /** Sets a line's quantity; ignored (not sent) without a key or below 1. */
  updateQuantity(key: string, quantity: number): Promise<ActionResult>;
  /** Removes a line; ignored without a key. */
  remove(key: string): Promise<ActionResult>;
  /** The busy flags of a line. */
  busy(key: string): LineBusy;
  /** Whether an add of this product is in flight. */
  adding(productId: number): boolean;
  /** Fetches the cart from the network again. */
  refetch(): Promise<void>;
}

/**
 * The shopper's cart with its actions (spec section 4).
 *
 * @returns lines, totals, busy flags and actions; see {@link UseCartResult}
 * @remarks The cart is always read from the network and refetched after every change; each
 * loaded cart is also written to the stored cart record, which seeds the lines on the next load.
 */
export function useCart(): UseCartResult {
  const { client, storage, placeholderImage } = useCommerce();
  const [{ data, fetching, error }] = useQuery({ query: GetCartDocument });
  const [busyLines, setBusyLines] = useState<Record<string, LineBusy>>({});
  const [addingProducts, setAddingProducts] = useState<Record<number, boolean>>({});
  const [storedLines] = useState(() => readCartRecord(storage));

  const cart = data?.cart ?? null;
  const lines = useMemo(
    () => (cart ? cartLinesFromCart(cart, placeholderImage) : storedLines),
    [cart, placeholderImage, storedLines],
  );

  useEffect(() => {
    if (cart) writeCartRecord(storage, lines);
  }, [cart, lines, storage]);

  const totals = useMemo(
    () =>
      computeTotals({
        lines,
        couponDiscount: cart?.discountTotal ?? 0,
        paymentMethodId: cart?.chosenPaymentMethod ?? null,
      }),
    [lines, cart],
  );

  const refetch = useCallback(() => refetchCart(client), [client]);

  const setBusy = useCallback((key: string, action: keyof LineBusy, value: boolean) => {
    setBusyLines((current) => ({
      ...current,
      [key]: { ...(current[key] ?? IDLE), [action]: value },
    }));
  }, []);

  const add = useCallback<UseCartResult['add']>(
    async (productId, quantity = 1, variationId = null) => {
      setAddingProducts((current) => ({ ...current, [productId]: true }));
      try {
        const result = await client
          .mutation(AddToCartDocument, { productId, quantity, variationId })
          .toPromise();
        if (result.error) return { ok: false, message: errorMessage(result.error) };
        await refetch();
        return { ok: true, message: MESSAGES.addedToCart };
      } finally {
        setAddingProducts((current) => ({ ...current, [productId]: false }));
      }
    },
    [client, refetch],
  );

  const updateQuantity = useCallback<UseCartResult['updateQuantity']>(
    async (key, quantity) => {
      if (!canUpdateCartItem({ key, quantity })) return IGNORED;
      const current = lines.find((line) => line.key === key)?.quantity ?? 0;
      const action = quantity < current ? 'decrement' : 'increment';
      setBusy(key, action, true);
      try {
        const result = await client
          .mutation(UpdateCartItemDocument, { cartItemKey: key, quantity })
          .toPromise();
        if (result.error) return { ok: false, message: errorMessage(result.error) };
        await refetch();
        return { ok: true, message: MESSAGES.success };
      } finally {
        setBusy(key, action, false);
      }
    },
    [client, lines, refetch, setBusy],
  );

  const remove = useCallback<UseCartResult['remove']>(
    async (key) => {
      if (!canRemoveCartItem(key)) return IGNORED;
      setBusy(key, 'remove', true);
      try {
        const result = await client
          .mutation(RemoveFromCartDocument, { cartItemKey: key })
          .toPromise();
        if (result.error) return { ok: false, message: errorMessage(result.error) };
        await refetch();
        return { ok: true, message: MESSAGES.success };
      } finally {
        setBusy(key, 'remove', false);
      }
    },
    [client, refetch, setBusy],
  );

  return {
    lines,
    cart,
    totals,
    count: lines.length,
    fetching,
    error: error ? errorMessage(error) : null,
    add,
    updateQuantity,
    remove,
    busy: (key) => busyLines[key] ?? IDLE,
    adding: (productId) => addingProducts[productId] ?? false,
    refetch,
  };
}
