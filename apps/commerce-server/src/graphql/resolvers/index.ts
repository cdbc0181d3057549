import type { Resolvers } from '../../generated/resolvers-types';
import { cartResolvers } from './cart';
import { cartFieldResolvers } from './cart-fields';
import { catalogResolvers } from './catalog';
import { contentResolvers } from './content';
import { credentialResolvers } from './credentials';
import { customerResolvers } from './customer';
import { orderResolvers } from './orders';
import { stockNotificationResolvers } from './stock-notifications';

/** Every resolver map of the schema, merged by @graphql-tools. */
export const resolvers: Resolvers[] = [
  catalogResolvers,
  contentResolvers,
  cartResolvers,
  cartFieldResolvers,
  customerResolvers,
  credentialResolvers,
  orderResolvers,
  stockNotificationResolvers,
];
