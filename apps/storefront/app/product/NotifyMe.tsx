import { useAuth, useShopStore } from '@peptide/sdk/react';
import { NotifyMeForm } from '@peptide/ui';
import { useState } from 'react';
import { QueryingPage } from '../commerce/QueryingPage';

export interface NotifyMeProps {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
}

/**
 * Notify me when available for an out-of-stock product or variation: the logged-in customer's
 * address is filled in and confirmed at once; any other address gets a confirmation link first.
 *
 * @remarks The product page loads this module only for a product out of stock. It brings the
 *   shop store's working code and the GraphQL client with it (`QueryingPage`), which the
 *   customer's address is read with; a product in stock downloads neither before the shopper
 *   acts or the browser is idle.
 */
export function NotifyMe(props: NotifyMeProps) {
  return (
    <QueryingPage>
      <NotifyMeForShopper {...props} />
    </QueryingPage>
  );
}

function NotifyMeForShopper({ productId, variationId }: NotifyMeProps) {
  const store = useShopStore();
  const auth = useAuth();
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
      key={`${productId}:${variationId ?? ''}:${auth.viewer?.email ?? auth.user?.email ?? ''}`}
      defaultEmail={auth.viewer?.email ?? auth.user?.email}
      onSubmit={submit}
      busy={busy}
      error={error}
      result={result}
    />
  );
}
