import {
  isSubscriptionSuccess,
  MESSAGES,
  SERVER_MESSAGES,
  subscriptionPayload,
} from '@peptide/domain';
import { serverConfig } from '../config.server';
import { isForeignRequest } from '../lib/sameOrigin.server';
import { retryHeaders, within } from '../lib/shopLimits.server';

/** Largest signup body read, in bytes: an address is at most 254 characters. */
export const MAX_SIGNUP_BODY_BYTES = 4096;

/** The provider's code for a contact it already has (Brevo's `duplicate_parameter`). */
const CONTACT_EXISTS_CODE = 'duplicate_parameter';

/** What the provider answered: its status and, on failure, its message and code. */
export interface ProviderAnswer {
  status: number;
  message: string;
  code?: string;
}

/**
 * Why a signup request is refused before its body is read, as an answer, or null: another
 * site's origin (403; a browser sends a cross-site form or `text/plain` post without asking
 * first), or a body that is not JSON (415).
 *
 * @param request - the signup request
 * @param storefrontUrl - the shop's public address, whose origin is accepted besides the request's
 * @returns the refusal, or null to go on
 */
export function refuseForeignOrNonJson(request: Request, storefrontUrl: string): Response | null {
  if (isForeignRequest(request, storefrontUrl))
    return Response.json({ message: SERVER_MESSAGES.foreignOriginRefused }, { status: 403 });
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return Response.json({ message: SERVER_MESSAGES.jsonBodyRequired }, { status: 415 });
  }
  return null;
}

/**
 * Counts one signup of a client address; past `SIGNUPS_PER_WINDOW` in the window, the
 * answer to give instead.
 *
 * @param clientAddress - the client's address
 * @returns null to go on, or a 429 with Retry-After
 * @remarks Counted with the storefront's other limits: in Redis where the storefront has one, so
 *   every instance counts together.
 */
export async function limitSignups(clientAddress: string): Promise<Response | null> {
  const refused = await within('signupsPerClient', clientAddress, SERVER_MESSAGES.signupsLimited);
  if (!refused) return null;
  return Response.json(
    { message: refused.message },
    { status: 429, headers: retryHeaders(refused) },
  );
}

/**
 * Whether the provider's answer means the signup holds: a new contact, or one it already had,
 * which is answered alike so the endpoint does not tell who is subscribed.
 *
 * @param answer - the provider's answer
 * @returns true for 200, 201 and an existing contact
 */
export function signupHolds(answer: ProviderAnswer): boolean {
  return isSubscriptionSuccess(answer.status) || answer.code === CONTACT_EXISTS_CODE;
}

/**
 * Posts a signup to the e-mail provider's contacts endpoint (version 3) with the API key header.
 *
 * @param email - the validated, trimmed address
 * @returns the provider's status, and its `message` (or `MESSAGES`' fallback) and `code` when it
 *   refused; 502 with the fallback when the provider cannot be reached
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
    const field = (name: string) =>
      typeof body === 'object' && body !== null && name in body
        ? (body as Record<string, unknown>)[name]
        : undefined;
    const message = field('message');
    const code = field('code');
    return {
      status: response.status,
      message: typeof message === 'string' ? message : MESSAGES.subscriptionFailed,
      ...(typeof code === 'string' ? { code } : {}),
    };
  } catch {
    return { status: 502, message: MESSAGES.subscriptionFailed };
  }
}
