import type { ShopSnapshot, StockNotificationState } from '@peptide/sdk';
import { useShopSelector, useShopStore } from '@peptide/sdk/react';
import { NotifyMeForm } from '@peptide/ui';
import { useState } from 'react';

/** The `intent` a Notify me form posts with, so the product page's action tells it apart. */
export const NOTIFY_INTENT = 'notify';

/** The product page's answer to Notify me posted before or without scripts. */
export interface NotifyMeAnswer {
  result: StockNotificationState | null;
  error: string | null;
}

export interface NotifyMeProps {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
  /** Where the form posts before or without scripts: the product page's action. */
  action?: string;
  /** The server's answer to the form posted without scripts, if any. */
  answer?: NotifyMeAnswer | null;
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
export function NotifyMe({ productId, variationId, action, answer = null }: NotifyMeProps) {
  const email = useShopSelector(customerEmail);
  return (
    <NotifyMeRequest
      key={`${productId}:${variationId ?? ''}:${email ?? ''}`}
      productId={productId}
      variationId={variationId}
      action={action}
      answer={answer}
      defaultEmail={email}
    />
  );
}

/** One request: the form, then the store's answer to it. */
function NotifyMeRequest({
  productId,
  variationId,
  action,
  answer,
  defaultEmail,
}: NotifyMeProps & { defaultEmail: string | null }) {
  const store = useShopStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(answer?.error ?? null);
  const [result, setResult] = useState<StockNotificationState | null>(answer?.result ?? null);

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
      action={action}
      hiddenFields={{
        intent: NOTIFY_INTENT,
        productId: String(productId),
        ...(variationId === null ? {} : { variationId: String(variationId) }),
      }}
    />
  );
}
