import type { TokenService } from '../auth/tokens';
import type { SessionCaller } from '../sessions/session-caller';
import type { SessionService } from '../sessions/session-service';

/**
 * The request as the account rules read it: registration, account changes, password logins and
 * resets, refreshes and the tokens a login answers. Any request context with these fields is one
 * (the GraphQL context is), so the rules stay below the layer that serves them.
 *
 * @remarks It is a session caller too, because a login hands the request to the session service
 *   (`sessions.signIn`, `sessions.ensure`), which reads these same fields.
 */
export interface AccountCaller extends SessionCaller {
  /** Signs and verifies the login, refresh and session tokens answered. */
  tokens: TokenService;
  /**
   * When the caller's login began (ms), or null for a guest; a password login or registration
   * of this request sets it to now.
   */
  loginAt: number | null;
  /** The caller's cart session, which a login makes the user's. */
  sessions: SessionService;
}
