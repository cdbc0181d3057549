import { DEFAULT_SHIPPING_METHOD_ID } from './constants';

/** A shipping method offered for the cart. */
export interface ShippingMethod {
  id: string;
  label: string;
  /** The rate's cost in euros. */
  cost: number;
}

/**
 * The shipping method in effect.
 *
 * @param methods - the methods available, possibly none yet
 * @param chosenId - the method the shopper chose, if any
 * @returns the chosen id when available, else the first available, else the flat rate 1
 */
export function chooseShippingMethod(
  methods: readonly Pick<ShippingMethod, 'id'>[],
  chosenId?: string | null,
): string {
  if (chosenId && methods.some((method) => method.id === chosenId)) return chosenId;
  return methods[0]?.id ?? chosenId ?? DEFAULT_SHIPPING_METHOD_ID;
}
