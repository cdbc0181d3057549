import { MESSAGES } from '@peptide/domain';
import { RequestStockNotificationDocument } from '@peptide/sdk';
import { useAuth, useShopSnapshot } from '@peptide/sdk/react';
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
  const { client } = useShopSnapshot();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<'active' | 'unconfirmed' | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    const answer = await client
      .mutation(RequestStockNotificationDocument, { productId, variationId, email })
      .toPromise();
    setBusy(false);
    const status = answer.data?.requestStockNotification?.status;
    if (status) setResult(status === 'ACTIVE' ? 'active' : 'unconfirmed');
    else setError(answer.error?.graphQLErrors[0]?.message ?? MESSAGES.notifyMeFailed);
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
