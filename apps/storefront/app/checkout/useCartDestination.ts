import type { CheckoutFormValues } from '@peptide/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useCartForms } from '../commerce/cartForms';
import { shippingDestination } from './checkoutInput';

/** How long typing rests before the address goes to the cart. */
const SETTLE_MS = 800;

/**
 * Keeps the cart's shipping address on the address the checkout form ships to, so the shipping
 * methods are the backend's rates for it; sent once typing rests, and only when the country,
 * postcode or city changed (posted to the cart's action, whose answer carries the new rates).
 *
 * @returns the form's change listener
 */
export function useCartDestination(): (values: CheckoutFormValues) => void {
  const forms = useCartForms();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (values: CheckoutFormValues) => {
      const destination = shippingDestination(values);
      if (!destination) return;
      const key = [destination.country, destination.postcode, destination.city].join('\n');
      clearTimeout(timer.current);
      if (key === sent.current) return;
      timer.current = setTimeout(() => {
        sent.current = key;
        void forms.shipTo(destination);
      }, SETTLE_MS);
    },
    [forms],
  );
}
