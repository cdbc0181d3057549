import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  NAME_MAX_LENGTH,
  SERVER_MESSAGES,
  validateRegister,
} from '@peptide/domain';
import { newEmailOf, saveAccountChanges } from '../../accounts/account-changes';
import { loginTokens } from '../../accounts/login-tokens';
import { startLogin } from '../../accounts/password-login';
import { requireValidPassword } from '../../accounts/password-policy';
import { registerUser } from '../../accounts/registration';
import { MAX_TEXT_LENGTH } from '../../config';
import { fieldsError, limitLength, userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Customer } from '../../model/models';
import { ordersOfCustomer } from '../../store/orders';
import type { UserChanges } from '../../store/users';
import { applyAddress } from '../addresses';
import type { GraphQLContext } from '../context';
import { cleanName, cleanUsername } from '../names';
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
      const email = limitLength(input.email ?? '', 'email', EMAIL_MAX_LENGTH);
      const invalid = fieldsError(validateRegister({ email }));
      if (invalid) throw invalid;
      if (input.password) requireValidPassword(input.password);
      limitLength(input.username, 'username', MAX_TEXT_LENGTH);
      for (const field of ['firstName', 'lastName', 'displayName'] as const) {
        limitLength(input[field], field, NAME_MAX_LENGTH);
      }
      const name = (field: 'firstName' | 'lastName' | 'displayName') => {
        const value = input[field];
        return value == null ? value : cleanName(value, field);
      };
      const throttle = await ctx.limits.registerPerClient.take(ctx.clientAddress);
      if (!throttle.allowed)
        throw userError(SERVER_MESSAGES.tooManyRegistrations, 'TOO_MANY_REQUESTS');
      const user = await registerUser(ctx, {
        email,
        // A blank username is generated from the e-mail, as upstream.
        username: input.username?.trim() ? cleanUsername(input.username) : null,
        password: input.password,
        firstName: name('firstName'),
        lastName: name('lastName'),
        displayName: name('displayName'),
        billing: input.billing ? applyAddress({}, input.billing, 'billing') : {},
        shipping: input.shipping ? applyAddress({}, input.shipping, 'shipping') : {},
      });
      await startLogin(ctx, user);
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
      const user = ctx.user;
      if (input.id && (!user || databaseIdFrom(input.id, 'customer') !== user.databaseId)) {
        throw userError(SERVER_MESSAGES.customerUpdateForbidden, 'FORBIDDEN');
      }
      if (!user) {
        if (
          input.email ||
          input.password ||
          input.firstName ||
          input.lastName ||
          input.displayName
        ) {
          throw userError(SERVER_MESSAGES.loginRequiredForAccountUpdate, 'UNAUTHENTICATED');
        }
        // Nothing to store starts no session.
        if (!input.billing && !input.shipping && !(await ctx.sessions.current(ctx)))
          return { customer: await currentCustomer(ctx), clientMutationId: input.clientMutationId };
        await ctx.sessions.ensure(ctx);
        await ctx.sessions.update(ctx, (data) => {
          if (input.billing) data.billing = applyAddress(data.billing, input.billing, 'billing');
          if (input.shipping)
            data.shipping = applyAddress(data.shipping, input.shipping, 'shipping');
          if (input.shippingSameAsBilling) data.shipping = { ...data.billing };
        });
        return { customer: await currentCustomer(ctx), clientMutationId: input.clientMutationId };
      }
      // What takes an account over asks for the password, not only a login token: a new
      // address or password goes through changeAccountCredentials, which asks for it.
      if (input.password || newEmailOf(user, input.email))
        throw userError(MESSAGES.currentPasswordRequired, 'UNAUTHENTICATED');
      const changes: UserChanges = {};
      for (const field of ['firstName', 'lastName', 'displayName'] as const) {
        const value = input[field];
        if (value != null)
          changes[field] = cleanName(limitLength(value, field, NAME_MAX_LENGTH), field);
      }
      if (input.billing) changes.billing = applyAddress(user.billing, input.billing, 'billing');
      if (input.shipping)
        changes.shipping = applyAddress(user.shipping, input.shipping, 'shipping');
      if (input.shippingSameAsBilling) changes.shipping = { ...(changes.billing ?? user.billing) };
      const updated = await saveAccountChanges(ctx, user, changes);
      await ctx.sessions.signIn(ctx, updated);
      return { customer: await currentCustomer(ctx), clientMutationId: input.clientMutationId };
    },
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
