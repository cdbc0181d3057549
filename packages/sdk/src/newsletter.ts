import {
  failure,
  isSubscriptionSuccess,
  MESSAGES,
  type Result,
  subscriptionPayload,
  success,
} from '@peptide/domain';

/** Options of {@link subscribeToNewsletter}. */
export interface NewsletterOptions {
  /** The storefront's own newsletter route, which holds the provider's API key server-side. */
  endpoint: string;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
  /** The clock in epoch milliseconds, for `statusDate`; defaults to `Date.now`. */
  now?: () => number;
}

/** The outcome of a signup: success, or the message to show. */
export type NewsletterResult = Result;

const providerMessage = async (response: Response): Promise<string | null> => {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A body that is not JSON carries no provider message; the generic one is used.
  }
  return null;
};

/**
 * Subscribes an address to the newsletter through the storefront's own route.
 *
 * @param email - the address, trimmed before sending
 * @param options - the route and optional fetch and clock
 * @returns a success on HTTP 200 or 201, otherwise the provider's `message` or
 *   `Subscription failed. Please try again.`
 * @remarks Posts `{ email, status: 'subscribed', statusDate }` with `statusDate` as ISO time.
 * Never throws: a network failure is a failed subscription too.
 */
export async function subscribeToNewsletter(
  email: string,
  options: NewsletterOptions,
): Promise<NewsletterResult> {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(subscriptionPayload(email, new Date(now()))),
    });
    if (isSubscriptionSuccess(response.status)) return success(undefined);
    return failure((await providerMessage(response)) ?? MESSAGES.subscriptionFailed);
  } catch {
    return failure(MESSAGES.subscriptionFailed);
  }
}
