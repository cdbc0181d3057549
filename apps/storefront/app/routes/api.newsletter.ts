import { isSubscriptionSuccess, MESSAGES, validateNewsletterEmail } from '@peptide/domain';
import type { Route } from './+types/api.newsletter';
import { forwardSubscription } from './api.newsletter.server';

/**
 * `POST /api/newsletter`: the newsletter signup, forwarded to the e-mail provider with the
 * server-side API key (spec section 7), so the key never reaches the browser.
 *
 * @returns the provider's status and message; 400 with the spec's message for a bad address
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ message: MESSAGES.subscriptionFailed }, { status: 405 });
  }
  const body = await request.json().catch(() => null);
  const email = typeof body?.email === 'string' ? body.email.trim() : '';
  if (validateNewsletterEmail(email).email) {
    return Response.json({ message: MESSAGES.emailInvalid }, { status: 400 });
  }
  const answer = await forwardSubscription(email);
  return Response.json(isSubscriptionSuccess(answer.status) ? {} : { message: answer.message }, {
    status: answer.status,
  });
}
