import type { ShopSnapshot } from '@peptide/sdk';
import { useShopSelector, useShopStore } from '@peptide/sdk/react';
import { NotifyMeForm } from '@peptide/ui';
import { useState } from 'react';

export interface NotifyMeProps {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
}

/** The logged-in customer's address as the store keeps it, or null for a guest. */
const customerEmail = (snapshot: ShopSnapshot) => snapshot.user?.email ?? null;

/**
 * Notify me when available for an out-of-stock product or variation: the logged-in customer's
 * address is filled in, and confirmed at once when the backend knows the account holder proved
 * it; any other address (or an unproven one) gets a confirmation link first.
 *
 * @remarks The address comes from the stored customer rather than a query, so the product page
 *   needs neither the GraphQL client nor the shop store's working code to render; the request
 *   wakes the store. Another product, variation or customer starts afresh: nothing of an earlier
 *   request (its answer, its error) shows for the next.
 */
export function NotifyMe({ productId, variationId }: NotifyMeProps) {
  const email = useShopSelector(customerEmail);
  return (
    <NotifyMeRequest
      key={`${productId}:${variationId ?? ''}:${email ?? ''}`}
      productId={productId}
      variationId={variationId}
      defaultEmail={email}
    />
  );
}

/** One request: the form, then the store's answer to it. */
function NotifyMeRequest({
  productId,
  variationId,
  defaultEmail,
}: NotifyMeProps & { defaultEmail: string | null }) {
  const store = useShopStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<'active' | 'unconfirmed' | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    const outcome = await store.requestStockNotification({ productId, variationId, email });
    setBusy(false);
    if (outcome.ok) setResult(outcome.value);
    else setError(outcome.error);
  };

  return (
    <NotifyMeForm
      defaultEmail={defaultEmail}
      onSubmit={submit}
      busy={busy}
      error={error}
      result={result}
    />
  );
}
