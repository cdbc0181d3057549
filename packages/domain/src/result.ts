/**
 * The outcome of something that can fail: its value, or why it failed. Every `{ ok }` outcome of
 * the shop has this shape, so a caller always reads `value` or `error`.
 *
 * @typeParam Value - what a success carries (`void` when nothing)
 * @typeParam Failure - what a failure carries; a message by default
 */
export type Result<Value = void, Failure = string> =
  | { ok: true; value: Value }
  | { ok: false; error: Failure };

/**
 * A success.
 *
 * @param value - what it carries
 * @returns `{ ok: true, value }`
 */
export function success<Value>(value: Value): Result<Value, never> {
  return { ok: true, value };
}

/**
 * A failure.
 *
 * @param error - why it failed
 * @returns `{ ok: false, error }`
 */
export function failure<Failure>(error: Failure): Result<never, Failure> {
  return { ok: false, error };
}
