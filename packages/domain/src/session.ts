import { decodeBase64 } from './base64';
import { TIMINGS } from './constants';
import { SESSION_REJECTED_MESSAGES } from './messages';

/** The header WooGraphQL uses for the guest/customer commerce session, both ways. */
export const SESSION_HEADER = 'woocommerce-session';

/** The commerce session as the browser stores it. */
export interface SessionRecord {
  token: string;
  /** When the session was stored, in milliseconds since the epoch. */
  createdTime: number;
}

/** What to do with the stored session after a response's session header. */
export type SessionHeaderAction = 'remove' | 'store' | 'keep';

/**
 * Whether a stored commerce session is too old to send.
 *
 * @param createdTimeMs - when the session was stored, in ms
 * @param nowMs - the current time, in ms
 * @returns true once the session is older than 7 days (604800000 ms); exactly 7 days is still
 *   valid; an unreadable creation time counts as expired
 */
export function isSessionExpired(createdTimeMs: number, nowMs: number): boolean {
  if (!Number.isFinite(createdTimeMs)) return true;
  return nowMs - createdTimeMs > TIMINGS.sessionLifetime;
}

/**
 * Reads a stored session record, treating anything corrupt as absent.
 *
 * @param raw - the stored JSON text
 * @returns the record, or null when missing, unparseable or of the wrong shape
 */
export function parseSessionRecord(raw: string | null | undefined): SessionRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, createdTime } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '') return null;
    if (typeof createdTime !== 'number' || !Number.isFinite(createdTime)) return null;
    return { token, createdTime };
  } catch {
    return null;
  }
}

/**
 * Decides what a response's session header does to the stored session.
 *
 * @param headerValue - the header's value, null when the response has none
 * @param hasStoredSession - whether a session is stored now
 * @returns `remove` for 'false', `store` for a new value when none is stored, otherwise `keep`
 */
export function sessionHeaderAction(
  headerValue: string | null | undefined,
  hasStoredSession: boolean,
): SessionHeaderAction {
  if (headerValue == null || headerValue === '') return 'keep';
  if (headerValue === 'false') return 'remove';
  return hasStoredSession ? 'keep' : 'store';
}

/**
 * Reads a JWT's payload without verifying its signature.
 *
 * @param token - the compact JWT
 * @returns the payload object, or null when the token is malformed
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether an auth token should no longer be sent.
 *
 * @param token - the compact JWT
 * @param nowMs - the current time, in ms
 * @returns true when its `exp` (seconds) is at or before now; a malformed token or one without a
 *   numeric `exp` counts as expired
 */
export function isJwtExpired(token: string | null | undefined, nowMs: number): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}

/**
 * Whether a server message means the session is unusable, so storage is cleared and the page
 * reloads.
 *
 * @param message - the server's error message
 * @param options - `matchSessionSubstring` for the product page, where any message containing
 *   'session' also counts
 * @returns true for 'Expired token', 'The iss do not match with this server', and on the product
 *   page any message containing 'session'
 */
export function isSessionRejectedMessage(
  message: string | null | undefined,
  options: { matchSessionSubstring?: boolean } = {},
): boolean {
  if (!message) return false;
  if (SESSION_REJECTED_MESSAGES.includes(message)) return true;
  return Boolean(options.matchSessionSubstring) && message.includes('session');
}
