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
 * @returns the trust function `clientAddressOf` (http/client-address.ts) takes
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
