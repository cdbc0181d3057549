import type { IncomingMessage } from 'node:http';
import { LOOPBACK_HOSTNAMES, type ServerConfig } from '../config.server';
import { NO_STORE } from './cache';
import { NON_DOCUMENT_POLICY, SECURITY_HEADERS } from './securityHeaders.server';

/** A request as Node's HTTP server hands it over: its target as sent and its raw headers. */
export type ArrivingRequest = Pick<IncomingMessage, 'method' | 'url' | 'rawHeaders'>;

/** What a refused request is answered: a short plain-text page that nothing may keep. */
export interface Refusal {
  /** 400 for a malformed request, 405 for a method or 421 for a host the shop does not serve. */
  status: 400 | 405 | 421;
  headers: Record<string, string>;
  body: string;
}

/** The hosts a storefront answers: `host` and `host:port` as they are, and names on any port. */
export interface ServedHosts {
  exact: ReadonlySet<string>;
  anyPort: ReadonlySet<string>;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The methods the shop answers: pages and files are read, forms and the newsletter post. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * The hosts a storefront answers: its URL's host (with and without its port where that port is
 * the scheme's default), STOREFRONT_ALLOWED_HOSTS, and the loopback names on any port where the
 * configuration answers them.
 *
 * @param config - the storefront URL, the other allowed hosts and whether loopback is answered
 * @returns the hosts, for {@link refuseRequest}
 * @throws an Error naming STOREFRONT_URL when it is no http(s) URL: the server must not start
 */
export function servedHosts(
  config: Pick<ServerConfig, 'storefrontUrl' | 'allowedHosts' | 'answersLoopback'>,
): ServedHosts {
  const url = URL.canParse(config.storefrontUrl) ? new URL(config.storefrontUrl) : null;
  if (!url || !(url.protocol in DEFAULT_PORTS)) {
    throw new Error(`STOREFRONT_URL must be an http(s) URL, not "${config.storefrontUrl}"`);
  }
  const exact = new Set([`${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`]);
  if (!url.port) exact.add(url.hostname);
  const anyPort = new Set(config.answersLoopback ? LOOPBACK_HOSTNAMES : []);
  for (const host of config.allowedHosts) {
    if (/:\d+$/.test(host)) exact.add(host);
    else anyPort.add(host);
  }
  return { exact, anyPort };
}

const refusal = (status: Refusal['status'], body: string): Refusal => ({
  status,
  headers: {
    ...(status === 405 && { Allow: ALLOWED_METHODS.join(', ') }),
    ...SECURITY_HEADERS,
    'Content-Security-Policy': NON_DOCUMENT_POLICY,
    'Cache-Control': NO_STORE,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    // Nothing else a refused request's connection carries is read or trusted.
    Connection: 'close',
  },
  body,
});

/** The value of the request's one Host header, however its name is written; null for none or two. */
function onlyHost(raw: readonly string[]): string | null {
  const hosts = raw.filter(
    (_, index) => index % 2 === 1 && raw[index - 1]?.toLowerCase() === 'host',
  );
  return hosts.length === 1 ? (hosts[0] ?? '').toLowerCase() : null;
}

/**
 * Whether a Host header's value is a host and an optional port from 1 to 65535, written as a
 * URL writes it: a name, an IPv4 address or a bracketed IPv6 address, nothing else around it.
 */
function wellFormedHost(host: string): boolean {
  try {
    const url = new URL(`http://${host}/`);
    return url.host === host.replace(/:80$/, '') && url.port !== '0';
  } catch {
    return false;
  }
}

/**
 * Whether the production server refuses a request before anything else reads it (the page
 * cache, the files, React Router): so that nothing the shop answers can be made to name another
 * host, though its absolute URLs come from STOREFRONT_URL.
 *
 * @param request - the request as Node's HTTP server parsed it
 * @param hosts - the hosts this storefront serves ({@link servedHosts})
 * @returns null to go on; 400 for a target other than a path (`*`, the absolute form no client
 *   of a storefront sends), no Host header (HTTP/1.0), two, or one that is not a host with an
 *   optional port from 1 to 65535; 421 for a host the shop does not serve; then 405 with `Allow`
 *   for a method other than GET, HEAD and POST (TRACE could not even become a fetch Request)
 */
export function refuseRequest(request: ArrivingRequest, hosts: ServedHosts): Refusal | null {
  if (!request.url?.startsWith('/')) return refusal(400, 'Bad Request');
  const host = onlyHost(request.rawHeaders);
  if (host === null || !wellFormedHost(host)) return refusal(400, 'Bad Request');
  if (!hosts.exact.has(host) && !hosts.anyPort.has(host.replace(/:\d+$/, ''))) {
    return refusal(421, 'Misdirected Request');
  }
  return ALLOWED_METHODS.includes(request.method ?? '') ? null : refusal(405, 'Method Not Allowed');
}
