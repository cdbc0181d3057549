import { LOOPBACK_HOSTNAMES, type ServerConfig } from '../config.server';
import { NO_STORE } from './cache';
import { NON_DOCUMENT_POLICY, SECURITY_HEADERS } from './securityHeaders.server';

/** A request as Node's HTTP server hands it over, before anything has read it. */
export interface ArrivingRequest {
  /** The method as sent, upper case as Node keeps it. */
  method?: string;
  /** The request target as sent: `/path?query`, or `*`, or `http://host/path`. */
  url?: string;
  /** Header names and values in one list, as they came, repeats and letter case kept. */
  rawHeaders: readonly string[];
}

/** What a refused request is answered: a short plain-text page that nothing may keep. */
export interface Refusal {
  /** 400 for a malformed request, 405 for a method or 421 for a host the shop does not serve. */
  status: 400 | 405 | 421;
  headers: Record<string, string>;
  body: string;
}

/** The hosts a storefront answers, as {@link servedHosts} reads them from its configuration. */
export interface ServedHosts {
  /** `host` and `host:port` forms, lower case, answered as they are. */
  exact: ReadonlySet<string>;
  /** Host names answered on any port. */
  anyPort: ReadonlySet<string>;
}

/**
 * A Host header's syntax (RFC 9110 §7.2, reg-name narrowed to what DNS names hold): a name, an
 * IPv4 address or a bracketed IPv6 address, then an optional port.
 */
const HOST_SYNTAX = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

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
  let url: URL;
  try {
    url = new URL(config.storefrontUrl);
  } catch {
    throw new Error(`STOREFRONT_URL must be an http(s) URL, not "${config.storefrontUrl}"`);
  }
  if (!(url.protocol in DEFAULT_PORTS)) {
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

/** The request's Host headers, however their names are written. */
function hostHeaders(rawHeaders: readonly string[]): string[] {
  const values: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') values.push(rawHeaders[index + 1] ?? '');
  }
  return values;
}

/** Whether a Host header's value is a well-formed host with a port from 1 to 65535, if any. */
function wellFormedHost(host: string): boolean {
  const match = HOST_SYNTAX.exec(host);
  if (!match) return false;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the production server refuses a request before anything else reads it: before the
 * page cache, Express, React Router and every loader.
 *
 * @param request - the request as Node's HTTP server parsed it
 * @param hosts - the hosts this storefront serves ({@link servedHosts})
 * @returns null to go on; 400 for a target other than a path (`*`, an absolute URL), no Host
 *   header (HTTP/1.0 may leave it out; Node refuses HTTP/1.1 without one itself), two or more
 *   Host headers, or one that is not a host with an optional port from 1 to 65535; 421 for a
 *   well-formed host the shop does not serve; then 405 with `Allow` for a method other than
 *   GET, HEAD and POST (TRACE could not even become a fetch Request in React Router)
 * @remarks The page cache keys pages by path alone and the pages' absolute URLs come from
 *   STOREFRONT_URL, so a foreign Host could not poison a kept page any more; it is refused all
 *   the same, so that nothing the shop answers, now or later, can be made to name another host.
 *   The absolute form a proxy is sent is refused too, though HTTP/1.1 lets an origin server
 *   accept it: no client of a storefront sends it.
 */
export function refuseRequest(request: ArrivingRequest, hosts: ServedHosts): Refusal | null {
  if (!request.url?.startsWith('/')) return refusal(400, 'Bad Request');
  const values = hostHeaders(request.rawHeaders);
  if (values.length !== 1) return refusal(400, 'Bad Request');
  const host = (values[0] ?? '').toLowerCase();
  if (!wellFormedHost(host)) return refusal(400, 'Bad Request');
  if (!hosts.exact.has(host) && !hosts.anyPort.has(host.replace(/:\d+$/, ''))) {
    return refusal(421, 'Misdirected Request');
  }
  return ALLOWED_METHODS.includes(request.method ?? '') ? null : refusal(405, 'Method Not Allowed');
}
