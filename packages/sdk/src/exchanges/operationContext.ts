import { makeOperation, type Operation } from '@urql/core';

type Fetch = typeof fetch;

const headerRecord = (headers: HeadersInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(headers).entries());

/**
 * Returns a copy of the operation whose fetch options carry the extra request headers.
 *
 * @remarks `fetchOptions` may be an object or a function in urql; both are resolved here, and
 * header names are lower-cased as `Headers` does, so a later exchange's value replaces an earlier.
 */
export function withRequestHeaders(
  operation: Operation,
  headers: Record<string, string>,
): Operation {
  const { fetchOptions } = operation.context;
  const options = (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions) ?? {};
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: {
      ...options,
      headers: { ...headerRecord(options.headers), ...headerRecord(headers) },
    },
  });
}

/**
 * Returns a copy of the operation whose fetch is wrapped, so an exchange can see the raw HTTP
 * response that urql's `fetchExchange` otherwise hides (status, headers, body).
 *
 * @param wrap - receives the fetch to delegate to (the operation's own, else the global one)
 */
export function withFetch(operation: Operation, wrap: (inner: Fetch) => Fetch): Operation {
  const own = operation.context.fetch;
  const inner: Fetch = (input, init) => (own ?? fetch)(input, init);
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetch: wrap(inner),
  });
}
