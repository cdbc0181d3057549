import {
  callerLogin,
  callerSessionToken,
  expiration,
  loginTokens,
} from '../../accounts/login-tokens';
import { logInWithPassword, passwordCredentials } from '../../accounts/password-login';
import { refreshLogin } from '../../accounts/refresh-login';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { User } from '../../model/models';
import type { GraphQLContext } from '../context';
import { currentCustomer } from './customer';

/**
 * The token fields WPGraphQL JWT Authentication adds to User and Customer, answered for the
 * caller's own account only (another user's tokens are null), each of the caller's login: a new
 * login token, a refresh token, and the expiry (Unix seconds) of a login token signed now. The
 * shop has no per-user JWT secret to revoke, so `isJwtAuthSecretRevoked` is always false.
 */
const jwtTokenFields = {
  jwtAuthToken: async (user: User | null, ctx: GraphQLContext) => {
    const login = callerLogin(ctx, user);
    return login ? (await ctx.tokens.signAuth(login)).token : null;
  },
  jwtRefreshToken: async (user: User | null, ctx: GraphQLContext) => {
    const login = callerLogin(ctx, user);
    return login ? (await ctx.tokens.signRefresh(login)).token : null;
  },
  jwtAuthExpiration: async (user: User | null, ctx: GraphQLContext) => {
    const login = callerLogin(ctx, user);
    return login ? expiration(await ctx.tokens.signAuth(login)) : null;
  },
};

/**
 * Login as the two common WordPress login plugins answer it, on the one `login` field both
 * define (schema/plugins/login.graphql): WPGraphQL JWT Authentication's `login(input: {username,
 * password})` and `refreshJwtAuthToken`, and WPGraphQL Headless Login's `login(input: {provider:
 * PASSWORD, credentials})` and `refreshToken`; with the token fields JWT Authentication adds to
 * User and Customer, and WooGraphQL's session token of the caller's cart.
 */
export const loginResolvers: Resolvers = {
  RootMutation: {
    login: async (_root, { input }, ctx) => {
      const user = await logInWithPassword(ctx, passwordCredentials(input));
      const sessionToken = await callerSessionToken(ctx);
      return {
        ...(await loginTokens(ctx)),
        sessionToken,
        wooSessionToken: sessionToken,
        user,
        customer: await currentCustomer(ctx),
        clientMutationId: input.clientMutationId,
      };
    },
    // JWT Authentication answers a refused refresh token with an error.
    refreshJwtAuthToken: async (_root, { input }, ctx) => {
      const refreshed = await refreshLogin(ctx, input.jwtRefreshToken);
      if (!refreshed.ok) throw userError(refreshed.message, 'UNAUTHENTICATED');
      return { authToken: refreshed.authToken.token, clientMutationId: input.clientMutationId };
    },
    // Headless Login answers a refused refresh token with `success: false` and no token.
    refreshToken: async (_root, { input }, ctx) => {
      const refreshed = await refreshLogin(ctx, input.refreshToken);
      return refreshed.ok
        ? {
            success: true,
            authToken: refreshed.authToken.token,
            authTokenExpiration: expiration(refreshed.authToken),
            clientMutationId: input.clientMutationId,
          }
        : {
            success: false,
            authToken: null,
            authTokenExpiration: null,
            clientMutationId: input.clientMutationId,
          };
    },
  },
  User: {
    jwtAuthToken: (user, _args, ctx) => jwtTokenFields.jwtAuthToken(user, ctx),
    jwtRefreshToken: (user, _args, ctx) => jwtTokenFields.jwtRefreshToken(user, ctx),
    jwtAuthExpiration: (user, _args, ctx) => jwtTokenFields.jwtAuthExpiration(user, ctx),
    isJwtAuthSecretRevoked: () => false,
    wooSessionToken: (user, _args, ctx) =>
      ctx.user?.databaseId === user.databaseId ? callerSessionToken(ctx) : null,
  },
  Customer: {
    jwtAuthToken: (customer, _args, ctx) => jwtTokenFields.jwtAuthToken(customer.user, ctx),
    jwtRefreshToken: (customer, _args, ctx) => jwtTokenFields.jwtRefreshToken(customer.user, ctx),
    jwtAuthExpiration: (customer, _args, ctx) =>
      jwtTokenFields.jwtAuthExpiration(customer.user, ctx),
    isJwtAuthSecretRevoked: () => false,
    // Every Customer the schema answers is the caller (a guest's included).
    sessionToken: (_customer, _args, ctx) => callerSessionToken(ctx),
  },
};
