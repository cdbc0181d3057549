import { isValidCouponCode, MESSAGES, normalizeCouponCode } from '@peptide/domain';
import { useCallback, useState } from 'react';
import { ApplyCouponToCartDocument, RemoveCouponFromCartDocument } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { type ActionResult, errorMessage, IGNORED } from './actionResult';
import { useCommerce } from './CommerceProvider';
import { refetchCart } from './refetchCart';

/** What {@link useCoupon} gives. */
export interface UseCouponResult {
  /** The applied code as stored locally, or null. */
  code: string | null;
  /** Whether an apply or remove request is in flight. */
  busy: boolean;
  /** Applies a code; a blank or over-long code is ignored without a request. */
  apply(code: string): Promise<ActionResult>;
  /** Removes the stored code from the cart. */
  remove(): Promise<ActionResult>;
}

/**
 * The cart page's coupon (spec sections 4 and 8): the applied code is held locally as a code
 * only, and the cart is refetched after every change.
 *
 * @returns the stored code, a busy flag, and apply/remove with the spec's messages
 */
export function useCoupon(): UseCouponResult {
  const { client, storage } = useCommerce();
  const [code, setCode] = useState(() => storage.getItem(STORAGE_KEYS.appliedCoupon));
  const [busy, setBusy] = useState(false);

  const apply = useCallback<UseCouponResult['apply']>(
    async (input) => {
      if (!isValidCouponCode(input)) return IGNORED;
      const couponCode = normalizeCouponCode(input);
      setBusy(true);
      try {
        const result = await client.mutation(ApplyCouponToCartDocument, { couponCode }).toPromise();
        if (result.error) return { ok: false, message: errorMessage(result.error) };
        if (!result.data?.applyCoupon?.applied) {
          return { ok: false, message: MESSAGES.invalidCoupon };
        }
        storage.setItem(STORAGE_KEYS.appliedCoupon, couponCode);
        setCode(couponCode);
        await refetchCart(client);
        return { ok: true, message: MESSAGES.couponApplied };
      } finally {
        setBusy(false);
      }
    },
    [client, storage],
  );

  const remove = useCallback<UseCouponResult['remove']>(async () => {
    const stored = storage.getItem(STORAGE_KEYS.appliedCoupon);
    if (!stored) return { ok: false, message: MESSAGES.noCouponToRemove };
    setBusy(true);
    try {
      const result = await client
        .mutation(RemoveCouponFromCartDocument, { couponCode: stored })
        .toPromise();
      if (result.error) return { ok: false, message: errorMessage(result.error) };
      const cart = result.data?.removeCoupons?.cart;
      const stillApplied = cart?.appliedCoupons?.some(
        (coupon) => coupon?.code.toLowerCase() === stored.toLowerCase(),
      );
      if (!cart || stillApplied) return { ok: false, message: MESSAGES.couponNotFound };
      storage.removeItem(STORAGE_KEYS.appliedCoupon);
      setCode(null);
      await refetchCart(client);
      return { ok: true, message: MESSAGES.couponRemoved };
    } finally {
      setBusy(false);
    }
  }, [client, storage]);

  return { code, busy, apply, remove };
}
