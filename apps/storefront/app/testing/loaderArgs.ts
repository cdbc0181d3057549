/**
 * Loader arguments for a document request of `path`, or for a client navigation's data request
 * (`path.data`) when `navigation` is set.
 *
 * @param path - the page's path
 * @param params - the route parameters
 * @param navigation - whether the request is a client navigation's data request
 * @returns the arguments a route loader reads: request, params and url
 */
export function loaderArgs(path: string, params: Record<string, string> = {}, navigation = false) {
  const url = new URL(`http://127.0.0.1:3000${path}`);
  const dataPath = path === '/' ? '/_root.data' : `${path}.data`;
  const request = new Request(navigation ? new URL(dataPath, url) : url);
  // biome-ignore lint/suspicious/noExplicitAny: each route types its own loader arguments
  return { request, params, url, context: undefined, pattern: path } as any;
}

/**
 * The value and Cache-Control header of a loader's `data(value, init)` answer.
 *
 * @param answer - what the loader returned
 * @returns its data and its Cache-Control header
 */
export function unwrap<T>(answer: { data: T; init: ResponseInit | null } | T): {
  data: T;
  cacheControl: string | null;
} {
  const { data, init } = answer as { data: T; init: ResponseInit | null };
  return { data, cacheControl: new Headers(init?.headers).get('Cache-Control') };
}
