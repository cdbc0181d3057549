// An app outside the workspace, as the SDK's README starts one: compiled with strict settings
// and exactOptionalPropertyTypes against the installed tarballs, then run against a commerce
// server. In Node the session lives in memoryStorage(), so the cart is still there afterwards.
import { computeTotals, formatEuro } from '@peptide/domain';
import {
  AddToCartDocument,
  createCommerceClient,
  GetCartDocument,
  GetProductBySlugDocument,
  memoryStorage,
} from '@peptide/sdk';

/** Adds two of a seeded product to a new cart and reads the cart back. */
export async function quickStart(endpoint: string): Promise<string> {
  const client = createCommerceClient({
    endpoint,
    storage: memoryStorage(),
    onAuthExpired: () => undefined,
    onSessionRejected: () => undefined,
  });
  const found = await client.query(GetProductBySlugDocument, { slug: 'bpc-157-5mg' }).toPromise();
  const product = found.data?.product;
  if (!product) throw new Error(found.error?.message ?? 'No product has the slug bpc-157-5mg');
  const added = await client
    .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
    .toPromise();
  if (added.error) throw added.error;
  const cart = (await client.query(GetCartDocument, {}).toPromise()).data?.cart;
  const quantity = cart?.contents?.nodes.reduce((sum, line) => sum + (line.quantity ?? 0), 0) ?? 0;
  if (quantity !== 2) throw new Error(`the next GetCart holds ${quantity} items, not 2`);
  const threshold: number | undefined = undefined;
  const totals = computeTotals({
    lines: [{ price: cart?.subtotal ?? null, quantity: 1 }],
    freeShippingThreshold: threshold,
  });
  return `${product.name} × ${quantity}; subtotal ${formatEuro(totals.subtotal)}`;
}
