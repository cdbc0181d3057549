/**
 * Data that arrives after the first render: still on its way, failed, or there. Parts that show
 * late data take one of these instead of a value with separate loading and error flags.
 */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: T };

/**
 * A loadable from the three facts a data hook usually gives.
 *
 * @param data - the data when it is there
 * @param loading - whether it is still on its way
 * @param failed - whether loading it failed
 * @returns `loading` while loading, else `error` when failed, else `ready` with the data
 */
export function loadable<T>(data: T, loading: boolean, failed: boolean): Loadable<T> {
  if (loading) return { status: 'loading' };
  if (failed) return { status: 'error' };
  return { status: 'ready', data };
}
