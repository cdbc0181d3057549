import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage, type ShopStorage } from '../storage/storage';
import { makeJwt } from '../testing/jwt';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { authTokenExchange } from './authTokenExchange';

const Viewer = gql`
  query Viewer {
    viewer {
      userId
    }
  }
`;
const NOW = 1_800_000_000_000;
const NOW_SECONDS = NOW / 1000;

let server: LoopbackServer;
afterEach(() => server.close());

async function send(storage: ShopStorage, onAuthExpired = vi.fn()) {
  server = await startLoopback(() => ({ body: { data: { viewer: null } } }));
  const client = new Client({
    url: server.url,
    preferGetMethod: false,
    exchanges: [authTokenExchange({ storage, now: () => NOW, onAuthExpired }), fetchExchange],
  });
  const result = await client.query(Viewer, {}).toPromise();
  return { result, sent: server.requests[0]?.headers.authorization, onAuthExpired };
}

const withToken = (token: string) =>
  memoryStorage({
    [STORAGE_KEYS.authToken]: token,
    [STORAGE_KEYS.user]: JSON.stringify({ id: 'dXNlcjox', name: 'a', email: 'a@b.co' }),
  });

describe('authTokenExchange', () => {
  it('given no token, it sends no Authorization header and reports nothing', async () => {
    const { sent, onAuthExpired } = await send(memoryStorage());
    expect(sent).toBeUndefined();
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('given a token whose exp is one second ahead, it sends it as a bearer token', async () => {
    const token = makeJwt({ exp: NOW_SECONDS + 1 });
    const { sent, onAuthExpired } = await send(withToken(token));
    expect(sent).toBe(`Bearer ${token}`);
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['an exp one second ago', makeJwt({ exp: NOW_SECONDS - 1 })],
    ['an exp equal to now', makeJwt({ exp: NOW_SECONDS })],
    ['no exp', makeJwt({ sub: 1 })],
    ['a string that is not a JWT', 'not-a-jwt'],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.sig'],
  ])(
    'given a token with %s, it removes token and user, sends none and calls onAuthExpired once',
    async (_label, token) => {
      const storage = withToken(token);
      const { sent, onAuthExpired, result } = await send(storage);
      expect(sent).toBeUndefined();
      expect(result.error).toBeUndefined();
      expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(onAuthExpired).toHaveBeenCalledTimes(1);
    },
  );
});

const Customer = gql`
  query Customer {
    customer {
      id
      firstName
    }
  }
`;
const ChangeAccountCredentials = gql`
  mutation ChangeAccountCredentials($password: String) {
    changeAccountCredentials(input: { currentPassword: "the old one", password: $password }) {
      authToken
      refreshToken
      customer {
        id
        firstName
      }
    }
  }
`;

describe('authTokenExchange and a renewed token', () => {
  const customer = { __typename: 'Customer', id: 'Y3VzdG9tZXI6MQ==', firstName: 'Ada' };

  async function clientAnswering(authToken: string | null, refreshToken: string | null = null) {
    server = await startLoopback((request) =>
      request.body.includes('changeAccountCredentials')
        ? {
            body: {
              data: {
                changeAccountCredentials: {
                  __typename: 'ChangeAccountCredentialsPayload',
                  authToken,
                  refreshToken,
                  customer,
                },
              },
            },
          }
        : { body: { data: { customer } } },
    );
    return (storage: ShopStorage) =>
      new Client({
        url: server.url,
        preferGetMethod: false,
        exchanges: [cacheExchange, authTokenExchange({ storage, now: () => NOW }), fetchExchange],
      });
  }

  it('given a password change answered with a new token / the queries the cache re-runs already send it', async () => {
    const ended = makeJwt({ exp: NOW_SECONDS + 60, ver: 0 });
    const renewed = makeJwt({ exp: NOW_SECONDS + 60, ver: 1 });
    const storage = withToken(ended);
    const client = (await clientAnswering(renewed))(storage);
    let answers = 0;
    const watching = pipe(
      client.query(Customer, {}),
      subscribe(() => {
        answers += 1;
      }),
    );
    await vi.waitFor(() => expect(answers).toBe(1));

    await client.mutation(ChangeAccountCredentials, { password: 'a new password' }).toPromise();
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    watching.unsubscribe();

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${ended}`,
      `Bearer ${ended}`,
      `Bearer ${renewed}`,
    ]);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe(renewed);
  });

  it('given a password change answered with new tokens / the new refresh token replaces the ended one', async () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.authToken]: makeJwt({ exp: NOW_SECONDS + 60, ver: 0 }),
      [STORAGE_KEYS.refreshToken]: 'ended-refresh',
    });
    const renewed = makeJwt({ exp: NOW_SECONDS + 60, ver: 1 });
    const client = (await clientAnswering(renewed, 'renewed-refresh'))(storage);
    await client.mutation(ChangeAccountCredentials, { password: 'a new password' }).toPromise();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe(renewed);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('renewed-refresh');
  });

  it('given no stored login / a token in a changeAccountCredentials answer is not stored', async () => {
    const storage = memoryStorage();
    const client = (await clientAnswering(makeJwt({ exp: NOW_SECONDS + 60 })))(storage);
    await client.mutation(ChangeAccountCredentials, {}).toPromise();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('authTokenExchange with a login plugin refresh', () => {
  const dying = makeJwt({ exp: NOW_SECONDS + 30 });
  const fresh = makeJwt({ exp: NOW_SECONDS + 300 });
  const withRefresh = (token: string) =>
    memoryStorage({
      [STORAGE_KEYS.authToken]: token,
      [STORAGE_KEYS.refreshToken]: 'refresh-1',
      [STORAGE_KEYS.user]: JSON.stringify({ id: 'dXNlcjox', name: 'a', email: 'a@b.co' }),
    });

  async function sendTwo(storage: ShopStorage, refresh: (token: string) => Promise<string | null>) {
    server = await startLoopback(() => ({ body: { data: { viewer: null } } }));
    const onAuthExpired = vi.fn();
    const onAuthRenewed = vi.fn();
    const client = new Client({
      url: server.url,
      preferGetMethod: false,
      exchanges: [
        authTokenExchange({ storage, now: () => NOW, onAuthExpired, onAuthRenewed, refresh }),
        fetchExchange,
      ],
    });
    await Promise.all([
      client.query(Viewer, {}, { requestPolicy: 'network-only' }).toPromise(),
      client.query(Viewer, { again: true }, { requestPolicy: 'network-only' }).toPromise(),
    ]);
    const sent = server.requests.map((request) => request.headers.authorization);
    return { sent, onAuthExpired, onAuthRenewed };
  }

  it('given a token within a minute of expiring, one refresh renews it for every operation waiting', async () => {
    const storage = withRefresh(dying);
    const refresh = vi.fn(async () => fresh);
    const { sent, onAuthRenewed, onAuthExpired } = await sendTwo(storage, refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(sent).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe(fresh);
    expect(onAuthRenewed).toHaveBeenCalledWith(fresh);
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('given a refused refresh, the login ends cleanly: nothing stored, guests sent, told once', async () => {
    const storage = withRefresh(dying);
    const { sent, onAuthExpired } = await sendTwo(storage, async () => null);
    expect(sent).toEqual([undefined, undefined]);
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
  });

  it('given a backend out of reach, a token that still holds is kept and sent', async () => {
    const storage = withRefresh(dying);
    const { sent, onAuthExpired } = await sendTwo(storage, async () => {
      throw new TypeError('fetch failed');
    });
    expect(sent).toEqual([`Bearer ${dying}`, `Bearer ${dying}`]);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('given a token far from expiry, no refresh is asked for', async () => {
    const refresh = vi.fn(async () => fresh);
    const { sent } = await sendTwo(withRefresh(fresh), refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(sent).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
  });
});
