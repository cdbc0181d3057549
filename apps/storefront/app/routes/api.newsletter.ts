import { MESSAGES, SERVER_MESSAGES, validateNewsletterEmail } from '@peptide/domain';
import { serverConfig } from '../config.server';
import { clientAddressOf } from '../lib/clientAddress.server';
import { readSmallBody } from '../lib/requestBody.server';
import type { Route } from './+types/api.newsletter';
import {
  forwardSubscription,
  limitSignups,
  MAX_SIGNUP_BODY_BYTES,
  refuseForeignOrNonJson,
  signupHolds,
} from './api.newsletter.server';

/**
 * `POST /api/newsletter`: the newsletter signup, forwarded to the e-mail provider with the
 * server-side API key, so the key never reaches the browser.
 *
 * @returns 201 for a new or an already subscribed address alike (so the endpoint does not tell
 *   who is subscribed), else the provider's status and message; 400 with the domain's message for
 *   a bad address, 403 from another site, 413 over {@link MAX_SIGNUP_BODY_BYTES}, 415 for a body
 *   that is not JSON, 429 past the sign-ups a client address may send
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ message: MESSAGES.subscriptionFailed }, { status: 405 });
  }
  const refusal = refuseForeignOrNonJson(request, serverConfig().storefrontUrl);
  if (refusal) return refusal;
  const text = await readSmallBody(request, MAX_SIGNUP_BODY_BYTES);
  if (text === null) {
    return Response.json(
      { message: SERVER_MESSAGES.bodyTooLarge(MAX_SIGNUP_BODY_BYTES) },
      { status: 413 },
    );
  }
  const body = parseJson(text);
  const email = typeof body?.email === 'string' ? body.email.trim() : '';
  if (validateNewsletterEmail(email).email) {
    return Response.json({ message: MESSAGES.emailInvalid }, { status: 400 });
  }
  const limited = await limitSignups(clientAddressOf(request));
  if (limited) return limited;
  const answer = await forwardSubscription(email);
  if (signupHolds(answer)) return Response.json({}, { status: 201 });
  return Response.json({ message: answer.message }, { status: answer.status });
}

/** The body as a JSON object, or null. */
function parseJson(text: string): { email?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
