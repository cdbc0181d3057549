import { makeOperation, type Operation } from '@urql/core';

type Fetch = typeof fetch;

/**
 * Returns a copy of the operation whose fetch options carry the given request headers; a `null`
 * value removes that header.
 *
 * @remarks `fetchOptions` may be an object or a function in urql; both are resolved here, and
 * header names are lower-cased as `Headers` does. urql re-executes an operation as it came back
 * with its last result (the cache does so after a mutation), headers included, so an exchange
 * must remove a header it no longer wants rather than only skip adding it.
 */
export function withRequestHeaders(
  operation: Operation,
  headers: Record<string, string | null>,
): Operation {
  const { fetchOptions } = operation.context;
  const options = (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions) ?? {};
  const merged = new Headers(options.headers);
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) merged.delete(name);
    else merged.set(name, value);
  }
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...options, headers: Object.fromEntries(merged.entries()) },
  });
}

interface FetchLayer {
  tag: symbol;
  wrap: (inner: Fetch) => Fetch;
  inner: Fetch | undefined;
}

const layers = new WeakMap<Fetch, FetchLayer>();

function addLayer(inner: Fetch | undefined, tag: symbol, wrap: FetchLayer['wrap']): Fetch {
  const outer = wrap((input, init) => (inner ?? fetch)(input, init));
  layers.set(outer, { tag, wrap, inner });
  return outer;
}

/** The fetch without the layer tagged `tag`; the other layers are rebuilt around what is left. */
function withoutLayer(current: Fetch | undefined, tag: symbol): Fetch | undefined {
  const layer = current && layers.get(current);
  if (!layer) return current;
  if (layer.tag === tag) return withoutLayer(layer.inner, tag);
  const inner = withoutLayer(layer.inner, tag);
  return inner === layer.inner ? current : addLayer(inner, layer.tag, layer.wrap);
}

/**
 * Returns a copy of the operation whose fetch is wrapped, so an exchange can see the raw HTTP
 * response that urql's `fetchExchange` otherwise hides (status, headers, body).
 *
 * @param tag - names the exchange's layer: an operation re-executed by urql already carries it,
 *   and it is replaced rather than nested again
 * @param wrap - receives the fetch to delegate to (the operation's own, else the global one)
 */
export function withFetch(
  operation: Operation,
  tag: symbol,
  wrap: (inner: Fetch) => Fetch,
): Operation {
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetch: addLayer(withoutLayer(operation.context.fetch, tag), tag, wrap),
  });
}
