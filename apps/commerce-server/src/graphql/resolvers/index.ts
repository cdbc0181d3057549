import type { Resolvers } from '../../generated/resolvers-types';
import { attributeResolvers } from './attributes';
import { cartResolvers } from './cart';
import { cartFieldResolvers } from './cart-fields';
import { catalogResolvers } from './catalog';
import { contentResolvers } from './content';
import { credentialResolvers } from './credentials';
import { customerResolvers } from './customer';
import { headlessLoginResolvers } from './headless-login';
import { loginResolvers } from './login';
import { mediaResolvers } from './media';
import { orderResolvers } from './orders';
import { passwordResetResolvers } from './password-reset';
import { productDetailResolvers } from './product-details';
import { reviewResolvers } from './reviews';
import { settingsResolvers } from './settings';
import { stockNotificationResolvers } from './stock-notifications';
import { storefrontRelationResolvers } from './storefront-relations';
import { termResolvers } from './terms';
import { updateUserResolvers } from './update-user';

/** Every resolver map of the schema, merged by @graphql-tools. */
export const resolvers: Resolvers[] = [
  catalogResolvers,
  productDetailResolvers,
  attributeResolvers,
  reviewResolvers,
  termResolvers,
  mediaResolvers,
  contentResolvers,
  cartResolvers,
  cartFieldResolvers,
  customerResolvers,
  loginResolvers,
  headlessLoginResolvers,
  passwordResetResolvers,
  credentialResolvers,
  orderResolvers,
  settingsResolvers,
  stockNotificationResolvers,
  storefrontRelationResolvers,
  updateUserResolvers,
];
