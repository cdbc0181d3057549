import type { FieldErrors } from '@peptide/domain';
import type { StockNotificationState } from '@peptide/sdk';
import { NotifyMeForm } from '@peptide/ui';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useShopper } from '../commerce/shopper';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';

/** The `intent` a Notify me form posts with, so the product page's action tells it apart. */
export const NOTIFY_INTENT = 'notify';

/** The product page's answer to Notify me, posted with scripts or without. */
export interface NotifyMeAnswer {
  result: StockNotificationState | null;
  error: string | null;
  /** The field's message when the address was refused by the form's rule. */
  errors?: FieldErrors;
  /** The address as posted, when it was refused: the field shows it again. */
  email?: string;
}

/** What the product page's action answers a Notify me. */
export interface NotifyMeReply {
  notify: NotifyMeAnswer;
}

export interface NotifyMeProps {
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
  /** Where the form posts, with scripts (a fetcher) or without: the product page's action. */
  action: string;
  /** The server's answer to the form posted without scripts, if any. */
  answer?: NotifyMeAnswer | null;
}

/**
 * Notify me when available for an out-of-stock product or variation: the logged-in customer's
 * address is filled in, and confirmed at once when the backend knows the account holder proved
 * it; any other address (or an unproven one) gets a confirmation link first.
 *
 * @remarks The address comes from the shopper's fetcher rather than a query of its own. The request
 *   posts to the product page's action, with scripts through a fetcher. Another product, variation or customer starts afresh: nothing of an earlier
 *   request (its answer, its error) shows for the next.
 */
export function NotifyMe({ productId, variationId, action, answer = null }: NotifyMeProps) {
  const email = useShopper().user?.email ?? null;
  return (
    <NotifyMeRequest
      key={`${productId}:${variationId ?? ''}:${email ?? ''}`}
      productId={productId}
      variationId={variationId}
      action={action}
      answer={answer}
      defaultEmail={answer?.email ?? email}
    />
  );
}

/** One request: the form, then the action's answer to it. */
function NotifyMeRequest({
  productId,
  variationId,
  action,
  answer,
  defaultEmail,
}: NotifyMeProps & { defaultEmail: string | null }) {
  const fetcher = useFetcher<NotifyMeReply>();
  const [error, setError] = useState<string | null>(answer?.error ?? null);
  const [result, setResult] = useState<StockNotificationState | null>(answer?.result ?? null);
  const hiddenFields = {
    intent: NOTIFY_INTENT,
    productId: String(productId),
    ...(variationId === null ? {} : { variationId: String(variationId) }),
  };
  useFetcherAnswer(fetcher, ({ notify }) => {
    setResult(notify.result);
    setError(notify.error);
  });

  const submit = ({ email }: { email: string }) => {
    setError(null);
    void fetcher.submit({ ...hiddenFields, email }, { method: 'post', action });
  };

  return (
    <NotifyMeForm
      defaultEmail={defaultEmail}
      onSubmit={submit}
      busy={fetcher.state !== 'idle'}
      error={error}
      initialErrors={answer?.errors}
      result={result}
      action={action}
      hiddenFields={hiddenFields}
    />
  );
}
