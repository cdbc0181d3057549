import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { ProxyTrust } from '../proxy-trust';

/**
 * The address a request came from, for the per-client throttles and the order's client address.
 *
 * @param req - the request
 * @param trust - which proxies may name the client (COMMERCE_TRUST_PROXY, `compileProxyTrust`)
 * @returns the nearest address of the chain (the socket's, then `X-Forwarded-For` from its last
 *   entry back) that is not a trusted proxy, or the chain's first when every one is trusted
 * @remarks Entries before the nearest untrusted address are whatever that client claimed, so they
 *   are never read; a socket that is not a trusted proxy is the client, whatever its header says.
 */
export function clientAddressOf(req: IncomingMessage | undefined, trust: ProxyTrust): string {
  // A socket already closed has no address; proxy-addr would answer undefined.
  if (!req?.socket.remoteAddress) return 'unknown';
  return proxyaddr(req, trust);
}
