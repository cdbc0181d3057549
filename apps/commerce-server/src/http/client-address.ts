import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Whether an address in a request's chain is a proxy of ours, trusted to name the one before it
 * in `X-Forwarded-For`: `hop` 0 is the socket's address, 1 the header's last entry, and so on.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Trusts no proxy: the client is the socket's address and `X-Forwarded-For` is ignored. */
export const TRUST_NO_PROXY: ProxyTrust = () => false;

/**
 * Compiles a `COMMERCE_TRUST_PROXY` value into the trust it names, as Express's `trust proxy`
 * setting does.
 *
 * @param value - empty (no proxy); a whole number of hops (`1`: the one balancer in front, whose
 *   appended entry, the header's last, names the client); or comma-separated addresses, subnets
 *   and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`, `10.0.0.0/8`)
 * @returns the trust function {@link clientAddressOf} takes
 * @throws TypeError naming the entry that is neither an address, a subnet nor a known name
 */
export function compileProxyTrust(value: string): ProxyTrust {
  const trimmed = value.trim();
  if (trimmed === '') return TRUST_NO_PROXY;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(trimmed.split(',').map((entry) => entry.trim()));
}

/**
 * The address a request came from, for the per-client throttles and the order's client address.
 *
 * @param req - the request
 * @param trust - which proxies may name the client (COMMERCE_TRUST_PROXY, {@link compileProxyTrust})
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
