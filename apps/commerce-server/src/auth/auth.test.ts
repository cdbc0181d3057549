import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH_COST, hashPassword, setHashCost, verifyPassword } from './passwords';
import { createTokenService } from './tokens';

describe('password hashes', () => {
  // The shared test projects lower the work factor; these tests are about the real one.
  let lowered = HASH_COST;
  beforeAll(() => {
    lowered = setHashCost(HASH_COST);
  });
  afterAll(() => {
    setHashCost(lowered);
  });

  it('given a password, its scrypt hash verifies it and refuses another', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse!', hash)).toBe(false);
  });

  it('given the same password twice, the salts differ', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('given no hash or a malformed one, nothing verifies', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('given no hash, refusing takes about as long as refusing a wrong password', async () => {
    const hash = await hashPassword('right');
    const time = async (stored: string | null) => {
      const start = performance.now();
      for (let n = 0; n < 3; n++) await verifyPassword('wrong', stored);
      return performance.now() - start;
    };
    const wrongPassword = await time(hash);
    const unknownAccount = await time(null);
    expect(unknownAccount).toBeGreaterThan(wrongPassword / 4);
  });
});

describe('tokens', () => {
  let now = Date.parse('2026-01-15T10:00:00.000Z');
  const options = {
    secret: 's3cret',
    issuer: 'test',
    sessionLifetimeMs: 60_000,
    authLifetimeMs: 120_000,
    refreshLifetimeMs: 600_000,
    now: () => now,
  };
  const tokens = createTokenService(options);

  it('given a session token, it reads back until its lifetime ends, then is expired', async () => {
    const token = await tokens.signSession('abc');
    expect(await tokens.verifySession(token)).toEqual({
      ok: true,
      value: { sessionId: 'abc', issuedAt: now },
    });
    now += 61_000;
    expect(await tokens.verifySession(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('given a token from another secret or issuer, it is foreign', async () => {
    const other = createTokenService({ ...options, secret: 'other' });
    const elsewhere = createTokenService({ ...options, issuer: 'elsewhere' });
    expect(await tokens.verifySession(await other.signSession('abc'))).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(await tokens.verifySession(await elsewhere.signSession('abc'))).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(await tokens.verifySession('garbage')).toEqual({ ok: false, reason: 'foreign' });
  });

  it('given a login token, it cannot pass as a session token and reads its user id', async () => {
    const { token } = await tokens.signAuth({ userId: 42, version: 3, loginAt: now });
    expect(await tokens.verifyAuth(token)).toEqual({
      ok: true,
      value: { userId: 42, version: 3, loginAt: now },
    });
    expect(await tokens.verifySession(token)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('given a refresh token, it outlives the login token, and neither passes for the other', async () => {
    const login = { userId: 42, version: 3, loginAt: now };
    const auth = await tokens.signAuth(login);
    const refresh = await tokens.signRefresh(login);
    expect(auth.expiresAt).toBe(now + 120_000);
    expect(refresh.expiresAt).toBe(now + 600_000);
    expect(await tokens.verifyRefresh(refresh.token)).toEqual({ ok: true, value: login });
    expect(await tokens.verifyRefresh(auth.token)).toEqual({ ok: false, reason: 'foreign' });
    expect(await tokens.verifyAuth(refresh.token)).toEqual({ ok: false, reason: 'foreign' });
    expect(await tokens.verifySession(refresh.token)).toEqual({ ok: false, reason: 'foreign' });
    now += 600_000;
    expect(await tokens.verifyRefresh(refresh.token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('given a login token signed late in its login, it ends when the login does', async () => {
    const loginAt = now;
    now += 550_000;
    const late = await tokens.signAuth({ userId: 42, version: 3, loginAt });
    expect(late.expiresAt).toBe(loginAt + 600_000);
    const refresh = await tokens.signRefresh({ userId: 42, version: 3, loginAt });
    expect(refresh.expiresAt).toBe(loginAt + 600_000);
  });

  it('given a login token with the real secret but no exp, or with alg none, it is refused', async () => {
    const key = new TextEncoder().encode(options.secret);
    const noExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience('auth')
      .setSubject('42')
      .setIssuedAt(Math.floor(now / 1000))
      .sign(key);
    expect(await tokens.verifyAuth(noExp)).toEqual({ ok: false, reason: 'foreign' });
    const [, payload] = (
      await tokens.signAuth({ userId: 42, version: 0, loginAt: now })
    ).token.split('.');
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(await tokens.verifyAuth(`${header}.${payload}.`)).toEqual({
      ok: false,
      reason: 'foreign',
    });
  });
});
