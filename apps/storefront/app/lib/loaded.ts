import type { Result } from '@peptide/domain';

/** Data a page asked for: loaded, or failed with the message to show as its `error`. */
export type Loaded<T> = Result<T>;

/** Data that is loaded already (document requests) or still on its way (client navigations). */
export type Pending<T> = Loaded<T> | Promise<Loaded<T>>;

/**
 * Maps loaded data, passing a failure through.
 *
 * @param loaded - the data or its failure
 * @param map - what to make of the data
 * @returns the mapped data, or the same failure
 */
export function mapLoaded<T, U>(loaded: Loaded<T>, map: (value: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, value: map(loaded.value) } : loaded;
}

/**
 * Maps data that may still be on its way, keeping it pending when it is.
 *
 * @param pending - loaded data or its promise
 * @param map - what to make of the data
 * @returns the mapped data, as pending as the input
 */
export function mapPending<T, U>(pending: Pending<T>, map: (value: T) => U): Pending<U> {
  return pending instanceof Promise
    ? pending.then((loaded) => mapLoaded(loaded, map))
    : mapLoaded(pending, map);
}
