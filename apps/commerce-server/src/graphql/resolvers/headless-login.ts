import type { Resolvers } from '../../generated/resolvers-types';

/**
 * WPGraphQL Headless Login's `loginClients` and `logout`, beside the `login` both login plugins
 * define (see `login.ts`). The shop logs in with a password alone, so its one client is
 * Headless Login's password provider; a login lives in the client's token, which the client drops
 * on logout (Headless Login ends a login cookie, which the shop never sets).
 */
export const headlessLoginResolvers: Resolvers = {
  RootQuery: {
    loginClients: () => [
      {
        authorizationUrl: null,
        clientId: 'password',
        clientOptions: null,
        isEnabled: true,
        loginOptions: null,
        name: 'Password',
        order: 0,
        provider: 'PASSWORD',
      },
    ],
  },
  RootMutation: {
    // Headless Login answers null when nobody is logged in.
    logout: (_root, { input }, { user }) => ({
      clientMutationId: input.clientMutationId,
      success: user ? true : null,
    }),
  },
};
