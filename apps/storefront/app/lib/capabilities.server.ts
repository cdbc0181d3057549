import { type BackendCapabilities, EXTENSION_FIELDS, probeCapabilities } from '@peptide/sdk';
import { serverConfig } from '../config.server';

/** How long a probe's answer is used before it is asked again (in the background). */
export const CAPABILITIES_REFRESH_MS = 5 * 60 * 1000;

/**
 * What is assumed while the backend cannot be asked: the reference commerce server's set, so a
 * page shows its own failure and retry (every query fails then) rather than hiding its parts.
 */
export const ASSUMED_WHILE_UNREACHABLE: BackendCapabilities = {
  extensions: new Set([...EXTENSION_FIELDS.query, ...EXTENSION_FIELDS.mutation]),
  offsetPagination: true,
  login: true,
  loginRefresh: true,
  loginPlugin: 'jwt-authentication',
};

interface Known {
  at: number;
  value: BackendCapabilities;
  refreshing: boolean;
}

/** The latest answer per endpoint (tests point the storefront at several backends). */
const known = new Map<string, Known>();
/** Probes under way per endpoint, so concurrent first requests ask once. */
const pending = new Map<string, Promise<BackendCapabilities>>();

function probe(endpoint: string, now: number): Promise<BackendCapabilities> {
  const running = pending.get(endpoint);
  if (running) return running;
  const work = probeCapabilities({ endpoint })
    .then((value) => {
      known.set(endpoint, { at: now, value, refreshing: false });
      return value;
    })
    .finally(() => pending.delete(endpoint));
  pending.set(endpoint, work);
  return work;
}

/**
 * What the commerce backend offers beyond WooGraphQL 1.0 (the shop's extensions, numbered pages,
 * a login plugin), so that pointing COMMERCE_GRAPHQL_URL at a WooCommerce site is the whole
 * set-up: the first request asks the backend, later ones use the answer, which is asked again
 * in the background every {@link CAPABILITIES_REFRESH_MS}.
 *
 * @returns the capabilities; {@link ASSUMED_WHILE_UNREACHABLE} while the backend cannot be
 *   asked (it is asked again at the next request)
 */
export async function backendCapabilities(now = Date.now()): Promise<BackendCapabilities> {
  const endpoint = serverConfig().commerceGraphqlUrl;
  const last = known.get(endpoint);
  if (!last) return probe(endpoint, now).catch(() => ASSUMED_WHILE_UNREACHABLE);
  if (now - last.at > CAPABILITIES_REFRESH_MS && !last.refreshing) {
    last.refreshing = true;
    probe(endpoint, now).catch(() => {
      last.refreshing = false;
    });
  }
  return last.value;
}
