import { SERVER_MESSAGES } from '@peptide/domain';
import {
  NOT_AN_OPERATION_MESSAGE,
  readBrowserOperation,
  relayShopperOperation,
} from '@peptide/sdk';
import { serverConfig } from '../config.server';
import { backendCapabilities } from '../lib/capabilities.server';
import { keepRelayedOrder } from '../lib/relayedOrder.server';
import { readSmallBody } from '../lib/requestBody.server';
import { isForeignRequest } from '../lib/sameOrigin.server';
import { shopFeatures } from '../lib/shopFeatures';
import { shopperOf } from '../lib/shopperSession.server';
import type { Route } from './+types/api.graphql';

/** Largest operation the relay reads, in bytes: the SDK's largest document is a few KB. */
export const MAX_OPERATION_BYTES = 128 * 1024;

const refused = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /api/graphql`: the browser's store sends its cart, checkout and account operations here,
 * and they go on to the backend as the shopper the session cookie names, with the WooCommerce
 * session and login tokens kept on the server (`relayShopperOperation`). The answer carries no
 * token, says who the shopper is (`extensions.shopper`), and renews the cookie when the session
 * changed. An order it placed, and its payment page, are kept in the session
 * (`keepRelayedOrder`), so the pages say from the server that it awaits its payment.
 *
 * @returns the backend's GraphQL answer; 403 from another site, 405 for another method, 413 past
 *   {@link MAX_OPERATION_BYTES}, 400 for a body that is not one GraphQL operation
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return refused(405, SERVER_MESSAGES.methodNotAllowed);
  if (isForeignRequest(request, serverConfig().storefrontUrl)) {
    return refused(403, SERVER_MESSAGES.foreignOriginRefused);
  }
  const text = await readSmallBody(request, MAX_OPERATION_BYTES);
  if (text === null) return refused(413, SERVER_MESSAGES.bodyTooLarge(MAX_OPERATION_BYTES));
  const operation = readBrowserOperation(parseJson(text));
  if (operation === null) return refused(400, NOT_AN_OPERATION_MESSAGE);
  const shopper = await shopperOf(request);
  const answer = await relayShopperOperation(await shopper.sessionClient(), operation);
  const { cryptoPayments } = shopFeatures(
    await backendCapabilities(),
    serverConfig().freeShippingThreshold,
  );
  keepRelayedOrder(shopper, operation, answer.body.data, cryptoPayments);
  const cookie = await shopper.commit();
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
