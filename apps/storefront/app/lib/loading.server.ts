import type { Loaded, Pending } from './loaded';

/**
 * Waits for work and never throws: its value, or the message of its failure.
 *
 * @param work - a query or several
 * @returns `{ ok: true, value }` or `{ ok: false, error }` with the failure's message
 */
export async function settle<T>(work: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether a request is a client navigation's data request rather than a document request.
 *
 * @param request - the loader's request (passed through unchanged: `v8_passThroughRequests`)
 * @returns true for `/….data` requests
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * Below-the-banner data: awaited for a document, so the HTML holds it and a failure can keep
 * the page out of shared caches; streamed for a client navigation, so the page shows at once
 * with skeletons where the data will be.
 *
 * @param request - the loader's request
 * @param work - the data's queries
 * @returns the settled data for a document, the pending promise for a navigation
 */
export async function deferOnNavigation<T>(
  request: Request,
  work: Promise<T>,
): Promise<{ data: Pending<T>; complete: boolean }> {
  const settled = settle(work);
  if (isDataRequest(request)) return { data: settled, complete: true };
  const data = await settled;
  return { data, complete: data.ok };
}
