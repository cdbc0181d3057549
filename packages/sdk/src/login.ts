import { Client, fetchExchange } from '@urql/core';
import {
  LoginDocument,
  LoginWithPasswordDocument,
  RefreshJwtAuthTokenDocument,
  RefreshTokenDocument,
} from './generated/graphql';

/**
 * The login plugin a WooGraphQL backend runs: WPGraphQL JWT Authentication (`login(input:
 * {username, password})`, `refreshJwtAuthToken`) or WPGraphQL Headless Login (`login(input:
 * {provider: PASSWORD, credentials})`, `refreshToken`). The commerce server answers both.
 */
export type LoginPlugin = 'jwt-authentication' | 'headless-login';

/** The login document of a plugin; both answer the same fields. */
export function loginDocument(plugin: LoginPlugin) {
  return plugin === 'headless-login' ? LoginWithPasswordDocument : LoginDocument;
}

/** Renews a login token: the new token, or null when the refresh token was refused. */
export type LoginRefresher = (refreshToken: string) => Promise<string | null>;

/**
 * Renews login tokens through a plugin's refresh mutation, on a client of its own (no session,
 * no login token: the refresh token is the credential).
 *
 * @param endpoint - the GraphQL endpoint
 * @param plugin - the backend's login plugin
 * @param fetchImpl - the fetch to use
 * @returns the refresher; it throws when the backend cannot be reached, so a shopper is not
 *   logged out by a dropped connection
 */
export function loginRefresher(
  endpoint: string,
  plugin: LoginPlugin,
  fetchImpl?: typeof fetch,
): LoginRefresher {
  const client = new Client({
    url: endpoint,
    fetch: fetchImpl,
    preferGetMethod: false,
    exchanges: [fetchExchange],
  });
  return async (refreshToken) => {
    if (plugin === 'headless-login') {
      const answer = await client.mutation(RefreshTokenDocument, { refreshToken }).toPromise();
      if (answer.error?.networkError) throw answer.error.networkError;
      const payload = answer.data?.refreshToken;
      return payload?.success === false ? null : (payload?.authToken ?? null);
    }
    const answer = await client.mutation(RefreshJwtAuthTokenDocument, { refreshToken }).toPromise();
    if (answer.error?.networkError) throw answer.error.networkError;
    return answer.data?.refreshJwtAuthToken?.authToken ?? null;
  };
}
