import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_ISSUER } from '../config';
import { ADD_TO_CART, GET_CART, REGISTER, SEEDED, Shopper, useTestShop } from '../testing/shopper';

const VIEWER = '{ viewer { userId email } }';
const RENAME = `mutation { updateCustomer(input: { firstName: "Mallory" }) { customer { firstName } } }`;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a token, read without checking it. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('forged and stale tokens at the server', () => {
  const shop = useTestShop('all');
  let victim: { token: string; userId: number };

  /** Signs a token with the server's own secret, as only a leaked secret would allow. */
  const signWithSecret = (claims: Record<string, unknown>, alg = 'HS256') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(shop.server.config.jwtSecret));

  /** What a request with this login token answers, and whether the victim's name changed. */
  async function withLoginToken(token: string) {
    await shop.server.db
      .updateTable('users')
      .set({ first_name: '' })
      .where('id', '=', victim.userId)
      .execute();
    const attacker = new Shopper(shop.server);
    attacker.authToken = token;
    const viewer = await attacker.send(VIEWER);
    const rename = await attacker.send(RENAME);
    const row = await shop.server.db
      .selectFrom('users')
      .select('first_name as name')
      .where('id', '=', victim.userId)
      .executeTakeFirstOrThrow();
    return {
      viewer: viewer.errors?.[0]?.message,
      viewerData: viewer.data?.viewer ?? null,
      rename: rename.errors?.[0]?.message,
      status: Math.max(viewer.status, rename.status),
      name: row.name,
    };
  }

  beforeAll(async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'victim@example.org',
      password: 'password-one',
    });
    const token = String(registerCustomer.authToken);
    victim = { token, userId: Number(claimsOf(token).sub) };
  });

  it('given the real login token, it reads the account (the forgeries below differ only in what they forge)', async () => {
    const answer = await withLoginToken(victim.token);
    expect(answer.viewerData).toMatchObject({ email: 'victim@example.org' });
    expect(answer.name).toBe('Mallory');
  });

  it('given alg none with the real claims and no signature, it is refused', async () => {
    const [, payload] = victim.token.split('.');
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await withLoginToken(unsigned)).toMatchObject({
      viewer: SERVER_MESSAGES.invalidAuthToken,
      viewerData: null,
      rename: SERVER_MESSAGES.invalidAuthToken,
      name: '',
    });
  });

  it('given the real claims with a wrong signature, it is refused', async () => {
    const [header, payload, signature = ''] = victim.token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherKey = await new SignJWT(claimsOf(victim.token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret'));
    for (const token of [`${header}.${payload}.${flipped}`, otherKey]) {
      expect(await withLoginToken(token)).toMatchObject({
        viewer: SERVER_MESSAGES.invalidAuthToken,
        rename: SERVER_MESSAGES.invalidAuthToken,
        name: '',
      });
    }
  });

  it('given another issuer, another audience or another algorithm, even with the real secret, it is refused', async () => {
    const claims = claimsOf(victim.token);
    for (const token of [
      await signWithSecret({ ...claims, iss: 'another-server' }),
      await signWithSecret({ ...claims, aud: 'session' }),
      await signWithSecret(claims, 'HS512'),
    ]) {
      expect(await withLoginToken(token)).toMatchObject({
        viewer: SERVER_MESSAGES.invalidAuthToken,
        rename: SERVER_MESSAGES.invalidAuthToken,
        name: '',
      });
    }
  });

  it('given a token past its exp, it is refused as expired', async () => {
    const now = Math.floor(shop.clock.now / 1000);
    const expired = await signWithSecret({
      ...claimsOf(victim.token),
      iat: now - 7200,
      exp: now - 60,
    });
    expect(await withLoginToken(expired)).toMatchObject({
      viewer: MESSAGES.expiredToken,
      rename: MESSAGES.expiredToken,
      name: '',
    });
  });

  it('given a token without exp, even with the real secret, it is refused', async () => {
    const { exp: _exp, ...claims } = claimsOf(victim.token);
    expect(await withLoginToken(await signWithSecret(claims))).toMatchObject({
      viewer: SERVER_MESSAGES.invalidAuthToken,
      rename: SERVER_MESSAGES.invalidAuthToken,
      name: '',
    });
  });

  it('given every refusal above, the answer is a GraphQL error, never a 500', async () => {
    const [, payload] = victim.token.split('.');
    for (const token of [
      `${b64url({ alg: 'none' })}.${payload}.`,
      'a.b.c',
      '...',
      'x'.repeat(4000),
    ])
      expect((await withLoginToken(token)).status).toBeLessThan(500);
  });

  it('given a session token forged with alg none, without exp or from another issuer, the cart behind it is not reachable', async () => {
    const owner = new Shopper(shop.server);
    await owner.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    const claims = claimsOf(String(owner.sessionToken));
    const { exp: _exp, ...noExp } = claims;
    const forgeries = [
      `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
      await signWithSecret(noExp),
      await signWithSecret({ ...claims, iss: 'another-server' }),
      await signWithSecret({ ...claims, aud: 'auth' }),
    ];
    expect(claims.iss).toBe(TOKEN_ISSUER);
    for (const token of forgeries) {
      const thief = new Shopper(shop.server);
      thief.sessionToken = token;
      const answer = await thief.send(GET_CART);
      expect(answer.errors?.[0]?.message).toBe(MESSAGES.issMismatch);
      expect(answer.data?.cart ?? null).toBeNull();
    }
    expect((await owner.ok(GET_CART)).cart.contents.itemCount).toBe(2);
  });
});
