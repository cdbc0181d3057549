import { hasErrors, MESSAGES, validateStockNotification } from '@peptide/domain';
import { requestStockNotification } from '@peptide/sdk';
import { data, type RouterContextProvider } from 'react-router';
import { formText } from '../lib/formText';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { shopperOf } from '../lib/shopperContext.server';
import type { NotifyMeReply } from './NotifyMe';

/** A database id in a form field, or null. */
function databaseId(form: FormData, name: string): number | null {
  const value = formText(form, name);
  return /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * Notify me when available, posted with scripts (a fetcher) or without: the address is checked by the
 * form's rule and the request sent as the session's shopper (a logged-in customer's own proven
 * address is active at once).
 *
 * @param request - the form's POST
 * @param context - its action's context, which holds the shopper's session
 * @param form - its fields (`productId`, optional `variationId`, `email`)
 * @returns the request's state (200), or the form's message (400): a refused address's at its
 *   field, with the address as posted
 */
export async function notifyMeOnServer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  refuseForeignRequest(request);
  const refused = (error: string) =>
    data<NotifyMeReply>({ notify: { result: null, error } }, { status: 400 });
  const productId = databaseId(form, 'productId');
  const variationId = formText(form, 'variationId') ? databaseId(form, 'variationId') : null;
  if (productId === null) return refused(MESSAGES.notifyMeFailed);
  const email = formText(form, 'email').trim();
  const invalid = validateStockNotification({ email });
  if (hasErrors(invalid)) {
    return data<NotifyMeReply>(
      { notify: { result: null, error: null, errors: invalid, email } },
      { status: 400 },
    );
  }
  const { client } = await (await shopperOf(context)).sessionClient();
  const outcome = await requestStockNotification(client, { productId, variationId, email });
  if (!outcome.ok) return refused(outcome.error);
  return data<NotifyMeReply>({ notify: { result: outcome.value, error: null } });
}
