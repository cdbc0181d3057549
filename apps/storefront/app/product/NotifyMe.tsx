import { useAuth, useShopStore } from '@peptide/sdk/react';
import { NotifyMeForm } from '@peptide/ui';
import { useState } from 'react';

export interface NotifyMeProps {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
}

/**
 * Notify me when available for an out-of-stock product or variation: the logged-in customer's
 * address is filled in and confirmed at once; any other address gets a confirmation link first.
 */
export function NotifyMe({ productId, variationId }: NotifyMeProps) {
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
