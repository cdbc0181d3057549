import type { IncomingMessage } from 'node:http';
import { LOOPBACK_HOSTNAMES, type ServerConfig, serverConfig } from '../config.server';
import { NO_STORE } from './cache';
import { NON_DOCUMENT_POLICY, SECURITY_HEADERS } from './securityHeaders.server';

/** A request as Node's HTTP server hands it over: its target as sent and its raw headers. */
export type ArrivingRequest = Pick<IncomingMessage, 'method' | 'url' | 'rawHeaders'>;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Pages and files are read; forms and the newsletter post. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

/** A refused request's answer: a short plain-text page that nothing may keep. */
const refusal = (status: 400 | 405 | 421, body: string) => ({
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

/** The request's one Host header, however its name is written; null for none or two. */
function onlyHost(raw: readonly string[]): string | null {
  const hosts = raw.filter((_, index) => index % 2 && raw[index - 1]?.toLowerCase() === 'host');
  return hosts.length === 1 ? (hosts[0] ?? '').toLowerCase() : null;
}

/** Whether a Host is a name, IPv4 or bracketed IPv6 address, and a port from 1 to 65535 or none. */
function wellFormedHost(host: string): boolean {
  try {
    const url = new URL(`http://${host}/`);
    return url.host === host.replace(/:80$/, '') && url.port !== '0';
  } catch {
    return false;
  }
}

/**
 * The production server's gate: a request is refused before anything reads it, so that nothing
 * the shop answers can be made to name another host. It answers its URL's host (with and without
 * the scheme's default port), STOREFRONT_ALLOWED_HOSTS (a name without a port on any port), and
 * the loopback names on any port where the configuration answers them.
 *
 * @param config - the storefront URL, the other allowed hosts and whether loopback is answered
 * @returns the gate of a request: null to go on; 400 for a target other than a path, no Host
 *   header (HTTP/1.0), two, or a malformed one; 421 for a host the shop does not serve; then
 *   405 for a method other than GET, HEAD and POST
 * @throws an Error naming STOREFRONT_URL when it is no http(s) URL: the server must not start
 */
export function requestGate(
  config: Pick<ServerConfig, 'storefrontUrl' | 'allowedHosts' | 'answersLoopback'> = serverConfig(),
) {
  const url = URL.canParse(config.storefrontUrl) ? new URL(config.storefrontUrl) : null;
  if (!url || !(url.protocol in DEFAULT_PORTS)) {
    throw new Error(`STOREFRONT_URL must be an http(s) URL, not "${config.storefrontUrl}"`);
  }
  const exact = new Set([`${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`]);
  if (!url.port) exact.add(url.hostname);
  const anyPort = new Set(config.answersLoopback ? LOOPBACK_HOSTNAMES : []);
  for (const host of config.allowedHosts) (/:\d+$/.test(host) ? exact : anyPort).add(host);
  return (request: ArrivingRequest): ReturnType<typeof refusal> | null => {
    if (!request.url?.startsWith('/')) return refusal(400, 'Bad Request');
    const host = onlyHost(request.rawHeaders);
    if (host === null || !wellFormedHost(host)) return refusal(400, 'Bad Request');
    if (!exact.has(host) && !anyPort.has(host.replace(/:\d+$/, ''))) {
      return refusal(421, 'Misdirected Request');
    }
    return ALLOWED_METHODS.includes(request.method ?? '')
      ? null
      : refusal(405, 'Method Not Allowed');
  };
}
