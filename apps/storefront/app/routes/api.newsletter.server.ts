import { MESSAGES, subscriptionPayload } from '@peptide/domain';
import { serverConfig } from '../config.server';

/** What the provider answered: its status and, on failure, its message. */
export interface ProviderAnswer {
  status: number;
  message: string;
}

/**
 * Posts a signup to the e-mail provider's contacts endpoint (version 3) with the API key header.
 *
 * @param email - the validated, trimmed address
 * @returns the provider's status, and its `message` (or the spec's fallback) when it refused;
 *   502 with the fallback when the provider cannot be reached
 */
export async function forwardSubscription(email: string): Promise<ProviderAnswer> {
  const { newsletterApiUrl, newsletterApiKey } = serverConfig();
  try {
    const response = await fetch(newsletterApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': newsletterApiKey },
      body: JSON.stringify(subscriptionPayload(email, new Date())),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => null);
    const message =
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
        ? body.message
        : MESSAGES.subscriptionFailed;
    return { status: response.status, message };
  } catch {
    return { status: 502, message: MESSAGES.subscriptionFailed };
  }
}
