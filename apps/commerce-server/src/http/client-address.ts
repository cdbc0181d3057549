import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, for the per-client throttles.
 *
 * @param req - the request
 * @param trustProxy - whether a balancer of ours stands in front (COMMERCE_TRUST_PROXY=1)
 * @returns behind our balancer, the last address of `X-Forwarded-For` (the one the balancer
 *   itself appended: earlier entries are whatever the client claimed); otherwise the socket's
 * @remarks Without a balancer the header is ignored, since any client can send it.
 */
export function clientAddressOf(req: IncomingMessage | undefined, trustProxy: boolean): string {
  const socketAddress = req?.socket.remoteAddress ?? 'unknown';
  const forwarded = trustProxy ? req?.headers['x-forwarded-for'] : undefined;
  const header = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  const last = header?.split(',').at(-1)?.trim();
  return last || socketAddress;
}
