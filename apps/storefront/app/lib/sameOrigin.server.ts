import { SERVER_MESSAGES } from '@peptide/domain';
import { data } from 'react-router';
import { serverConfig } from '../config.server';

/**
 * Whether a request that changes something comes from another site: its `Origin` is neither the
 * request's own nor the shop's public one, or, without an `Origin`, the browser says
 * `Sec-Fetch-Site: cross-site`. Checked on top of the session cookie's SameSite=Lax.
 *
 * @param request - the request
 * @param storefrontUrl - the shop's public address
 * @returns true when the request must be refused
 */
export function isForeignRequest(request: Request, storefrontUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') === 'cross-site';
  return origin !== new URL(request.url).origin && origin !== new URL(storefrontUrl).origin;
}

/**
 * Refuses a form or request posted from another site (403), before anything is read or changed.
 *
 * @param request - the action's request
 * @throws the 403 answer for a foreign request
 */
export function refuseForeignRequest(request: Request): void {
  if (isForeignRequest(request, serverConfig().storefrontUrl)) {
    throw data(SERVER_MESSAGES.foreignOriginRefused, { status: 403 });
  }
}
