import { SERVER_MESSAGES } from '@peptide/domain';
import { updateCustomerDetails } from '../../accounts/customer-details';
import { registerCustomer } from '../../accounts/customer-registration';
import { loginTokens } from '../../accounts/login-tokens';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Customer } from '../../model/models';
import { ordersOfCustomer } from '../../store/orders';
import type { GraphQLContext } from '../context';
import { paginate } from '../pagination';
import { databaseIdFrom, globalId, ID_TYPES } from './ids';

/**
 * The caller as a Customer: the logged-in user, or the guest of the session (whose session is
 * read only for a guest: a user's addresses are the account's).
 */
export async function currentCustomer(ctx: GraphQLContext): Promise<Customer> {
  const { user } = ctx;
  const guestData = user ? null : (await ctx.sessions.current(ctx))?.data;
  return {
    user,
    billing: user?.billing ?? guestData?.billing ?? {},
    shipping: user?.shipping ?? guestData?.shipping ?? {},
  };
}

/**
 * A token of `registerCustomer`'s answer. Upstream, WPGraphQL JWT Authentication issues a token
 * only to the user who asks for it, and a stock WooGraphQL registration leaves the caller who
 * they were: asked for, the field is refused (null, with the plugin's error).
 *
 * @throws the plugin's "Only the user requesting a token …" in the upstream profile
 */
function tokenOfRegistration(
  config: GraphQLContext['config'],
  token: string | null | undefined,
): string | null {
  if (!config.extensions) throw userError(SERVER_MESSAGES.stockTokenForOtherUser, 'FORBIDDEN');
  return token ?? null;
}

/** Resolvers of customers, users, registration and password reset. */
export const customerResolvers: Resolvers = {
  RootQuery: {
    viewer: (_root, _args, ctx) => ctx.user,
    customer: (_root, args, ctx) => {
      const askedFor = args.customerId ?? (args.id ? databaseIdFrom(args.id, 'customer') : null);
      if (askedFor != null && askedFor !== ctx.user?.databaseId) {
        throw userError(SERVER_MESSAGES.customerViewForbidden, 'FORBIDDEN');
      }
      return currentCustomer(ctx);
    },
  },
  RootMutation: {
    registerCustomer: async (_root, { input }, ctx) => {
      const user = await registerCustomer(ctx, input);
      if (!ctx.config.extensions) {
        // The caller is not the new account (see the payload's tokens below), so WPGraphQL
        // shows them no User; WooGraphQL answers the account's customer.
        const customer = { user, billing: user.billing, shipping: user.shipping };
        return { customer, viewer: null, clientMutationId: input.clientMutationId };
      }
      const { authToken, refreshToken } = await loginTokens(ctx);
      return {
        authToken,
        refreshToken,
        customer: await currentCustomer(ctx),
        viewer: user,
        clientMutationId: input.clientMutationId,
      };
    },
    updateCustomer: async (_root, { input }, ctx) => {
      const customerId = input.id ? databaseIdFrom(input.id, 'customer') : null;
      const tokens = await updateCustomerDetails(ctx, input, customerId);
      return {
        customer: await currentCustomer(ctx),
        authToken: tokens?.authToken ?? null,
        refreshToken: tokens?.refreshToken ?? null,
        clientMutationId: input.clientMutationId,
      };
    },
  },
  RegisterCustomerPayload: {
    authToken: (payload, _args, { config }) => tokenOfRegistration(config, payload.authToken),
    refreshToken: (payload, _args, { config }) => tokenOfRegistration(config, payload.refreshToken),
  },
  Customer: {
    id: (customer) =>
      customer.user ? globalId(ID_TYPES.customer, customer.user.databaseId) : 'guest',
    databaseId: (customer) => customer.user?.databaseId ?? null,
    email: (customer) => customer.user?.email ?? customer.billing.email ?? null,
    username: (customer) => customer.user?.username ?? null,
    firstName: (customer) => customer.user?.firstName ?? customer.billing.firstName ?? null,
    lastName: (customer) => customer.user?.lastName ?? customer.billing.lastName ?? null,
    displayName: (customer) => customer.user?.displayName ?? null,
    date: (customer) => customer.user?.date ?? null,
    role: (customer) => (customer.user ? 'customer' : 'guest'),
    billing: (customer) => customer.billing,
    shipping: (customer) => customer.shipping,
    orders: async (customer, args, { db }) => {
      const statuses = args.where?.statuses?.filter((status) => status != null);
      return paginate(
        customer.user ? await ordersOfCustomer(db, customer.user.databaseId, statuses) : [],
        args,
      );
    },
    orderCount: async (customer, _args, { db }) =>
      customer.user ? (await ordersOfCustomer(db, customer.user.databaseId)).length : 0,
    isPayingCustomer: async (customer, _args, { db }) =>
      customer.user
        ? (await ordersOfCustomer(db, customer.user.databaseId, ['PROCESSING', 'COMPLETED']))
            .length > 0
        : false,
  },
  User: {
    id: (user) => globalId(ID_TYPES.user, user.databaseId),
    databaseId: (user) => user.databaseId,
    userId: (user) => user.databaseId,
    username: (user) => user.username,
    name: (user) => user.displayName,
    firstName: (user) => user.firstName,
    lastName: (user) => user.lastName,
    nicename: (user) => user.username,
    slug: (user) => user.username,
    description: () => null,
    // Another user's e-mail (a post author's, say) is private.
    email: (user, _args, ctx) => (ctx.user?.databaseId === user.databaseId ? user.email : null),
  },
};
