import { MESSAGES, SESSION_HEADER } from '@peptide/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountLimits } from '../auth/throttles';
import { createTokenService, type TokenService } from '../auth/tokens';
import { resolveConfig, TOKEN_ISSUER } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createSessionService } from '../sessions/session-service';
import { createSession, sessionById } from '../store/sessions';
import { createUser } from '../store/users';
import { type Run, recording } from '../testing/recording';
import { openTestDatabase } from '../testing/test-database';
import { type ContextDeps, createContext } from './context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ENDPOINT = 'http://127.0.0.1:4000/graphql';

describe('createContext', () => {
  let handle: DatabaseHandle;
  let runs: Run[];
  let tokens: TokenService;
  let deps: ContextDeps;
  let now: number;

  beforeEach(async () => {
    handle = await openTestDatabase();
    now = Date.parse('2026-01-15T10:00:00Z');
    const config = resolveConfig({ now: () => now });
    tokens = createTokenService({
      secret: config.jwtSecret,
      issuer: TOKEN_ISSUER,
      sessionLifetimeMs: config.sessionLifetimeMs,
      authLifetimeMs: config.authTokenLifetimeMs,
      refreshLifetimeMs: config.refreshTokenLifetimeMs,
      now: config.now,
    });
    const recorded = recording(handle.db);
    runs = recorded.runs;
    deps = {
      db: recorded.db,
      config,
      tokens,
      limits: createAccountLimits(handle, 120, config.orderLimits),
      sessions: createSessionService({
        signSession: tokens.signSession,
        sweepSessions: async () => {},
      }),
    };
  });
  afterEach(() => handle.close());

  const requestWith = (headers: Record<string, string>) =>
    new Request(ENDPOINT, { method: 'POST', headers });
  const withSession = async (sessionId: string) =>
    requestWith({ [SESSION_HEADER]: `Session ${await tokens.signSession(sessionId)}` });

  it('given a valid token of an unknown session, it runs no statement and keeps the claim', async () => {
    const context = await createContext(deps, await withSession('no-such-session'), '127.0.0.1');
    expect(runs).toEqual([]);
    expect(context.sessionToken?.sessionId).toBe('no-such-session');
    expect(context.user).toBeNull();
    expect(deps.sessions.responseHeader(context.request)).toBeNull();
  });

  it('given a token of a session idle for longer than its lifetime, building the context neither reads nor deletes it; asking the session service does', async () => {
    const idle = await createSession(handle.db, null, now - 8 * DAY);
    const context = await createContext(deps, await withSession(idle.id), '127.0.0.1');
    expect(runs).toEqual([]);
    expect(await sessionById(handle.db, idle.id)).not.toBeNull();

    expect(await context.sessions.current(context)).toBeNull();
    expect(deps.sessions.responseHeader(context.request)).toBe('false');
    expect(await sessionById(handle.db, idle.id)).toBeNull();
  });

  it('given an expired session token, it is refused with Expired token before any statement', async () => {
    const request = await withSession('any-session');
    now += 7 * DAY + 1000;
    await expect(createContext(deps, request, '127.0.0.1')).rejects.toThrow(MESSAGES.expiredToken);
    expect(runs).toEqual([]);
  });

  it('given a session token this server did not sign, it is refused as foreign', async () => {
    const request = requestWith({ [SESSION_HEADER]: 'Session not-a-token' });
    await expect(createContext(deps, request, '127.0.0.1')).rejects.toThrow(MESSAGES.issMismatch);
    expect(runs).toEqual([]);
  });

  it('given a bearer token, it only reads the user', async () => {
    const user = await createUser(handle.db, {
      email: 'reader@example.org',
      username: 'reader',
      passwordHash: null,
      createdAt: new Date(now).toISOString(),
    });
    const { token: authToken } = await tokens.signAuth({
      userId: user.databaseId,
      version: user.tokenVersion,
      loginAt: now,
    });
    const context = await createContext(
      deps,
      requestWith({ authorization: `Bearer ${authToken}` }),
      '127.0.0.1',
    );
    expect(context.user?.databaseId).toBe(user.databaseId);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.sql).toMatch(/^select /i);
    expect(runs[0]?.sql).not.toMatch(/sessions/);
  });

  it('given a guest token over an hour old, the renewed token is answered only once the session is asked for', async () => {
    const guest = await createSession(handle.db, null, now);
    const request = await withSession(guest.id);
    now += 2 * HOUR;
    const context = await createContext(deps, request, '127.0.0.1');
    expect(deps.sessions.responseHeader(request)).toBeNull();
    expect((await context.sessions.current(context))?.id).toBe(guest.id);
    const renewed = deps.sessions.responseHeader(request);
    expect(renewed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const check = await tokens.verifySession(String(renewed));
    expect(check.ok && check.value).toEqual({ sessionId: guest.id, issuedAt: now });
  });

  it('given a guest session asked for twice in a request, it is read once', async () => {
    const guest = await createSession(handle.db, null, now);
    const context = await createContext(deps, await withSession(guest.id), '127.0.0.1');
    const [first, second] = await Promise.all([
      context.sessions.current(context),
      context.sessions.current(context),
    ]);
    expect(first?.id).toBe(guest.id);
    expect(second).toBe(first);
    expect(runs.filter((run) => /sessions/.test(run.sql))).toHaveLength(1);
  });
});
