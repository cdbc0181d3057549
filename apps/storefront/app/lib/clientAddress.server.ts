import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { serverConfig } from '../config.server';

/**
 * The header the production server (server.js) sets on every request to the client's address as
 * it found it, replacing any a client sent; the app reads it with {@link clientAddressOf}.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/** Read where nothing set the header: the Vite dev server, a unit test's request. */
const UNKNOWN_CLIENT = 'unknown';

/**
 * Which proxies may name the client, from STOREFRONT_TRUST_PROXY, with Express's `trust proxy`
 * meaning: a whole number trusts that many hops from the socket, anything else is a list of
 * addresses, subnets or `proxy-addr`'s names (`loopback`, `linklocal`, `uniquelocal`).
 *
 * @param setting - the variable's value; empty trusts nobody (the header is ignored)
 * @returns the trust function `proxy-addr` takes
 * @throws for an address or subnet `proxy-addr` cannot read, so that a bad setting stops the start
 */
export function proxyTrust(setting: string): (address: string, hop: number) => boolean {
  const value = setting.trim();
  if (!value) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(',').map((entry) => entry.trim()));
}

/**
 * Finds the client's address of an incoming request: the socket's, or behind trusted proxies
 * the nearest `X-Forwarded-For` address that is not one of them (earlier entries are whatever
 * the client claimed).
 *
 * @param setting - STOREFRONT_TRUST_PROXY (the configuration's, unless a test passes its own)
 * @returns the function server.js calls on every request
 * @throws for a setting `proxy-addr` cannot read, so that the server refuses to start
 */
export function clientAddressResolver(
  setting = serverConfig().trustProxy,
): (request: IncomingMessage) => string {
  const trust = proxyTrust(setting);
  return (request) => {
    if (!request.socket.remoteAddress) return UNKNOWN_CLIENT;
    return proxyaddr(request, trust);
  };
}

/**
 * Names the client on a request as React Router reads it (from its raw headers), in place of any
 * such header the client sent.
 *
 * @param request - the request as Node parsed it, changed in place
 * @param address - the address {@link clientAddressResolver} found
 */
export function nameClient(request: IncomingMessage, address: string): void {
  const raw = request.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if (raw[index]?.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(index, 2);
  }
  raw.push(CLIENT_ADDRESS_HEADER, address);
}

/**
 * The address of the client a request came from, which the storefront's limits count and which
 * it forwards to the backend.
 *
 * @param request - the request
 * @returns the address server.js found, or `unknown` where no server set it (the dev server)
 */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT;
}

/**
 * A fetch that tells the backend whose request it sends: `X-Forwarded-For` with the client's
 * address, as a proxy does, so that the backend's per-client limits count shoppers and not the
 * storefront (the commerce server takes it from the addresses COMMERCE_TRUST_PROXY names).
 *
 * @param request - the shopper's request
 * @returns the fetch to hand a client, or undefined where the address is unknown
 */
export function forwardingFetch(request: Request): typeof fetch | undefined {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!address) return undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', address);
    return fetch(input, { ...init, headers });
  };
}
