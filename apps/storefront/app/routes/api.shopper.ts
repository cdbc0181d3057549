import { shopperOf } from '../lib/shopperSession.server';

/**
 * `GET /api/shopper`: who the session cookie says the shopper is (the customer, or null) and
 * whether it holds a cart, for the header's badge, greeting and mini cart after a public page
 * (the same bytes for everyone) has loaded. Never cached; no token in it.
 *
 * @returns `{ user, cart }`
 */
export async function loader({ request }: { request: Request }) {
  const { shopper } = await shopperOf(request);
  return Response.json(
    { user: shopper.user, cart: shopper.session !== null || shopper.authToken !== null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
