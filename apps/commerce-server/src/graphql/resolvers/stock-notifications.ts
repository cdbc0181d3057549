import { EMAIL_MAX_LENGTH, SERVER_MESSAGES, validateStockNotification } from '@peptide/domain';
import type { Db } from '../../db/database';
import { fieldsError, limitLength, userError } from '../../errors';
import type { Resolvers, StockNotification } from '../../generated/resolvers-types';
import { productById, variationById } from '../../store/catalog';
import {
  cancelStockNotification,
  confirmStockNotification,
  notificationById,
  notificationsOfCustomer,
  requestStockNotification,
  type StockNotificationRow,
} from '../../store/stock-notifications';
import { globalId, ID_TYPES } from './ids';

/** A stored request as the schema's StockNotification. */
function toStockNotification(row: StockNotificationRow): StockNotification {
  return {
    id: globalId(ID_TYPES.stockNotification, row.id),
    databaseId: row.id,
    status: row.status,
    email: row.email,
    productId: row.productId,
    variationId: row.variationId,
    productName: row.productName,
    productSlug: row.productSlug,
    date: row.createdAt,
    dateModified: row.modifiedAt,
  };
}

/**
 * Refuses a request for an item that does not exist or is in stock; a variable product needs
 * one of its variations.
 */
async function requireOutOfStock(
  db: Db,
  productId: number,
  variationId: number | null,
): Promise<void> {
  const product = await productById(db, productId);
  if (!product) throw userError(SERVER_MESSAGES.productNotFound('productId', productId));
  if (product.type === 'VARIABLE' && variationId == null)
    throw userError(SERVER_MESSAGES.stockNotificationVariationRequired);
  const item = variationId == null ? product : await variationById(db, variationId);
  if (!item || ('parentId' in item && item.parentId !== productId))
    throw userError(SERVER_MESSAGES.variationNotFound(variationId ?? 0, productId));
  if (item.stockStatus === 'IN_STOCK') throw userError(SERVER_MESSAGES.stockNotificationInStock);
}

/** Resolvers of back-in-stock requests. */
export const stockNotificationResolvers: Resolvers = {
  RootMutation: {
    requestStockNotification: async (_root, { input }, ctx) => {
      const email = limitLength(input.email, 'email', EMAIL_MAX_LENGTH).trim();
      const invalid = fieldsError(validateStockNotification({ email }));
      if (invalid) throw invalid;
      const throttle = await ctx.limits.stockNotificationsPerClient.take(ctx.clientAddress);
      if (!throttle.allowed)
        throw userError(SERVER_MESSAGES.tooManyStockNotifications, 'TOO_MANY_REQUESTS');
      const variationId = input.variationId ?? null;
      await requireOutOfStock(ctx.db, input.productId, variationId);
      // Only the logged-in customer's own address, once proven, counts as confirmed; any other
      // address confirms through the e-mailed link, so nobody can sign up someone else. An
      // account's address is unproven until its holder shows they read its mail: anyone may
      // register (and be logged in to) any address.
      const own =
        ctx.user?.emailVerified === true && ctx.user.email.toLowerCase() === email.toLowerCase();
      const status = await requestStockNotification(
        ctx.db,
        {
          productId: input.productId,
          variationId,
          email,
          customerId: own ? (ctx.user?.databaseId ?? null) : null,
        },
        ctx.config,
        ctx.now(),
      );
      // A guest (or a customer whose address is unproven) hears the same whether or not the
      // address has asked before.
      return {
        status: own ? status : 'UNCONFIRMED',
        clientMutationId: input.clientMutationId,
      };
    },
    confirmStockNotification: async (_root, { input }, ctx) => ({
      success: await confirmStockNotification(
        ctx.db,
        limitLength(input.token, 'token', 100),
        ctx.user,
        ctx.now(),
      ),
      clientMutationId: input.clientMutationId,
    }),
    cancelStockNotification: async (_root, { input }, ctx) => {
      if (input.token != null) {
        const success = await cancelStockNotification(
          ctx.db,
          { token: limitLength(input.token, 'token', 100) },
          ctx.now(),
        );
        return { success, notification: null, clientMutationId: input.clientMutationId };
      }
      if (!ctx.user)
        throw userError(SERVER_MESSAGES.stockNotificationLoginRequired, 'UNAUTHENTICATED');
      const id = input.id ?? 0;
      const row = await notificationById(ctx.db, id);
      if (!row || row.customerId !== ctx.user.databaseId)
        throw userError(SERVER_MESSAGES.stockNotificationNotFound);
      const success = await cancelStockNotification(
        ctx.db,
        { id, customerId: ctx.user.databaseId },
        ctx.now(),
      );
      const after = (await notificationById(ctx.db, id)) as StockNotificationRow;
      return {
        success,
        notification: toStockNotification(after),
        clientMutationId: input.clientMutationId,
      };
    },
  },
  RootQuery: {
    stockNotifications: async (_root, _args, { db, user }) =>
      user ? (await notificationsOfCustomer(db, user.databaseId)).map(toStockNotification) : [],
  },
};
