import { GetProductOfferedDocument } from '@peptide/sdk';
import { commerceClient, query } from '../lib/commerce.server';
import { CacheLong } from '../lib/swrCache.server';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';

/**
 * Whether the checkout offers the shipping insurance: only where the backend has its product
 * (a stock WooCommerce has none, and refuses the add in its own words).
 *
 * @returns true when the backend answers the insurance product; false when it answers none or
 *   cannot be asked (a failure is not kept, so the next checkout asks again)
 * @remarks The answer is the catalogue's, the same for every shopper: kept like categories.
 */
export async function insuranceOffered(): Promise<boolean> {
  try {
    const { products } = await query(
      commerceClient(),
      GetProductOfferedDocument,
      { id: INSURANCE_PRODUCT_ID },
      CacheLong(),
    );
    return (products?.nodes ?? []).some((node) => node?.databaseId === INSURANCE_PRODUCT_ID);
  } catch {
    return false;
  }
}
