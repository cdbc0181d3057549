import { GetCartDocument, GetFreeShippingAmountDocument } from '@peptide/sdk';
import type { RouterContextProvider, ShouldRevalidateFunction } from 'react-router';
import type { ShopperAnswer } from '../commerce/shopperAnswer';
import { serverConfig } from '../config.server';
import { backendCapabilities } from '../lib/capabilities.server';
import { commerceClient } from '../lib/commerce.server';
import { shopFeatures } from '../lib/shopFeatures';
import { shopperOf } from '../lib/shopperContext.server';
import { CacheLong, createSwrCache } from '../lib/swrCache.server';

/** The backend's free-shipping threshold, the same for everyone: kept a while. */
const thresholds = createSwrCache<number | null>({ maxBytes: 1024, bytesOf: () => 8 });

async function backendThreshold(): Promise<number | null> {
  const { freeShippingThreshold } = shopFeatures(
    await backendCapabilities(),
    serverConfig().freeShippingThreshold,
  );
  if (freeShippingThreshold !== 'backend') return null;
  const { value } = await thresholds.get('threshold', CacheLong(), async ({ skip }) => {
    const answer = await commerceClient().query(GetFreeShippingAmountDocument, {}).toPromise();
    const amount = Number(answer.data?.freeShippingAmount ?? Number.NaN);
    if (Number.isFinite(amount)) return amount;
    skip();
    return null;
  });
  return value;
}

/**
 * `GET /api/shopper`: who the session cookie says the shopper is (the customer, or null), their
 * cart as the backend holds it, and the backend's free-shipping threshold, for the header's
 * badge, greeting and mini cart after a public page (the same bytes for everyone) has loaded.
 * Never cached; no token in it.
 *
 * @returns the {@link ShopperAnswer}
 */
export async function loader({ context }: { context: Readonly<RouterContextProvider> }) {
  const shopper = await shopperOf(context);
  const known = shopper.shopper.session !== null || shopper.shopper.authToken !== null;
  const threshold = backendThreshold().catch(() => null);
  let user = shopper.shopper.user;
  let contents = null;
  if (known) {
    const session = await shopper.sessionClient();
    const cart = await session.client.query(GetCartDocument, {}).toPromise();
    contents = cart.data?.cart ?? null;
    // A login the backend ended meanwhile is a visitor from now on.
    user = session.shopper().user;
  }
  const answer: ShopperAnswer = {
    user,
    cart: known,
    contents,
    freeShippingThreshold: await threshold,
  };
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The shopper's fetcher (`commerce/shopper.tsx`) loads again after every form a page posts, even
 * one posted with `defaultShouldRevalidate: false` (the cart's): each may change the cart or who
 * is logged in. A navigation alone changes neither, so it does not load it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod !== undefined || defaultShouldRevalidate;
