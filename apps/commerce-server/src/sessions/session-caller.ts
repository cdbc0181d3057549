import type { AccountLimits } from '../auth/throttles';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { User } from '../model/models';

/** A verified `woocommerce-session` token: the session it names and when it was issued (ms). */
export interface SessionClaim {
  sessionId: string;
  issuedAt: number;
}

/**
 * The request as the session service reads it. Any request context with these fields is one
 * (the GraphQL context is), so the service stays below the layer that serves it.
 */
export interface SessionCaller {
  db: Db;
  /** Read for the session lifetime. */
  config: ServerConfig;
  /** Read for the guest-session limit per client address. */
  limits: AccountLimits;
  /** The client's IP address, which the guest-session limit counts by. */
  clientAddress: string;
  now(): number;
  /** The incoming request; it keys what the service learns about this request. */
  request: Request;
  /** The caller, or null for a guest; `signIn` changes it. */
  user: User | null;
  /** The session token presented, verified; its session is not read yet. */
  sessionToken: SessionClaim | null;
}
