import { updateCustomerDetails } from '../../accounts/customer-details';
import type { Resolvers } from '../../generated/resolvers-types';
import { refuseUnanswered } from '../unanswered-arguments';
import { databaseIdFrom } from './ids';

/** The fields of WPGraphQL's `UpdateUserInput` the shop stores; the others are refused by name. */
const ANSWERED = new Set([
  'id',
  'clientMutationId',
  'email',
  'password',
  'firstName',
  'lastName',
  'displayName',
]);

/**
 * WPGraphQL's `updateUser` for the caller's own account: names, and within a recent login the
 * e-mail address and password, as `updateCustomer` takes them (see `updateCustomerDetails`).
 */
export const updateUserResolvers: Resolvers = {
  RootMutation: {
    updateUser: async (_root, { input }, ctx) => {
      refuseUnanswered(input, ANSWERED, 'input');
      await updateCustomerDetails(ctx, input, databaseIdFrom(input.id, 'user'));
      return { user: ctx.user, clientMutationId: input.clientMutationId };
    },
  },
};
