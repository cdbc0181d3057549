import type { GraphQLResolveInfo } from 'graphql';
import type { AppliedCoupon as AppliedCouponModel, Cart as CartModel, CartItem as CartItemModel, Coa as CoaModel, CoaCategory as CoaCategoryModel, Customer as CustomerModel, Address as AddressModel, LineItem as LineItemModel, MediaItem as MediaItemModel, Order as OrderModel, Page as PageModel, Post as PostModel, Product as ProductModel, ProductCategory as ProductCategoryModel, ProductVariation as ProductVariationModel, ShippingRate as ShippingRateModel, User as UserModel } from '../model/models';
import type { Review as ReviewModel } from '../model/reviews';
import type { ProductAttribute as ProductAttributeModel, AttributeTerm as AttributeTermModel, Taxonomy as TaxonomyModel } from '../model/terms';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddToCartInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  extraData?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variation?: InputMaybe<Array<InputMaybe<ProductAttributeInput>>>;
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddToCartPayload = {
  __typename?: 'AddToCartPayload';
  cart?: Maybe<Cart>;
  cartItem?: Maybe<CartItem>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  discountAmount: Scalars['String']['output'];
  discountTax: Scalars['String']['output'];
};


export type AppliedCouponDiscountAmountArgs = {
  excludeTax?: InputMaybe<Scalars['Boolean']['input']>;
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type AppliedCouponDiscountTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type ApplyCouponInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};

export type ApplyCouponPayload = {
  __typename?: 'ApplyCouponPayload';
  applied?: Maybe<AppliedCoupon>;
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type Attribute = {
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type AttributeOperatorEnum =
  | 'AND'
  | 'IN'
  | 'NOT_IN';

export type Avatar = {
  __typename?: 'Avatar';
  height?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type AvatarRatingEnum =
  | 'G'
  | 'PG'
  | 'R'
  | 'X';

export type BackordersEnum =
  | 'NO'
  | 'NOTIFY'
  | 'YES';

/** Input of cancelStockNotification: an id (logged in) or a token (from the e-mail). */
export type CancelStockNotificationInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Database id of one of the logged-in customer's requests. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The token of an e-mailed unsubscribe link. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Result of cancelStockNotification. */
export type CancelStockNotificationPayload = {
  __typename?: 'CancelStockNotificationPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The cancelled request, when cancelled by id; null when cancelled by token. */
  notification?: Maybe<StockNotification>;
  /** Whether an unconfirmed or active request was cancelled. */
  success: Scalars['Boolean']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  appliedCoupons?: Maybe<Array<Maybe<AppliedCoupon>>>;
  availableShippingMethods?: Maybe<Array<Maybe<ShippingPackage>>>;
  chosenShippingMethods?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  contents?: Maybe<CartToCartItemConnection>;
  contentsTotal?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  /** @deprecated Always null */
  feeTotal?: Maybe<Scalars['String']['output']>;
  /** @deprecated Always null */
  fees?: Maybe<Array<Maybe<CartFee>>>;
  isEmpty?: Maybe<Scalars['Boolean']['output']>;
  needsShippingAddress?: Maybe<Scalars['Boolean']['output']>;
  shippingTax?: Maybe<Scalars['String']['output']>;
  shippingTotal?: Maybe<Scalars['String']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};


export type CartContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CartToCartItemConnectionWhereArgs>;
};


export type CartContentsTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartDiscountTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartDiscountTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartFeeTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartShippingTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartShippingTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartTotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type CartFee = {
  __typename?: 'CartFee';
  amount?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  taxable?: Maybe<Scalars['Boolean']['output']>;
  total?: Maybe<Scalars['Float']['output']>;
};

export type CartItem = {
  id: Scalars['ID']['output'];
  key: Scalars['ID']['output'];
  product?: Maybe<CartItemToProductConnectionEdge>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<CartItemToProductVariationConnectionEdge>;
};


export type CartItemProductArgs = {
  where?: InputMaybe<CartItemToProductConnectionWhereArgs>;
};


export type CartItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type CartItemConnection = {
  edges: Array<CartItemConnectionEdge>;
  nodes: Array<CartItem>;
  pageInfo: CartItemConnectionPageInfo;
};

export type CartItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type CartItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CartItemQuantityInput = {
  key: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type CartItemToProductConnectionEdge = Edge & OneToOneConnection & ProductConnectionEdge & {
  __typename?: 'CartItemToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type CartItemToProductConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type CartItemToProductVariationConnectionEdge = Edge & OneToOneConnection & ProductVariationConnectionEdge & {
  __typename?: 'CartItemToProductVariationConnectionEdge';
  attributes?: Maybe<Array<Maybe<VariationAttribute>>>;
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type CartToCartItemConnection = CartItemConnection & Connection & {
  __typename?: 'CartToCartItemConnection';
  edges: Array<CartToCartItemConnectionEdge>;
  itemCount?: Maybe<Scalars['Int']['output']>;
  nodes: Array<CartItem>;
  pageInfo: CartToCartItemConnectionPageInfo;
  productCount?: Maybe<Scalars['Int']['output']>;
};

export type CartToCartItemConnectionEdge = CartItemConnectionEdge & Edge & {
  __typename?: 'CartToCartItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: CartItem;
};

export type CartToCartItemConnectionPageInfo = CartItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'CartToCartItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CartToCartItemConnectionWhereArgs = {
  needsShipping?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CatalogVisibilityEnum =
  | 'CATALOG'
  | 'HIDDEN'
  | 'SEARCH'
  | 'VISIBLE';

/** Input of changeAccountCredentials. */
export type ChangeAccountCredentialsInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password, so a login token alone cannot take the account over. */
  currentPassword: Scalars['String']['input'];
  /** A new e-mail address, when it changes. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A new password (at least 8 characters), when it changes. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Result of changeAccountCredentials. */
export type ChangeAccountCredentialsPayload = {
  __typename?: 'ChangeAccountCredentialsPayload';
  /** A login token of the account's new version (a new password ends the earlier ones), or null. */
  authToken?: Maybe<Scalars['String']['output']>;
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The customer with the changed address. */
  customer?: Maybe<Customer>;
  /** A refresh token of the account's new version, beside authToken (the earlier ones are refused), or null. */
  refreshToken?: Maybe<Scalars['String']['output']>;
};

export type CheckoutInput = {
  account?: InputMaybe<CreateAccountInput>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  createdVia?: InputMaybe<Scalars['String']['input']>;
  customerNote?: InputMaybe<Scalars['String']['input']>;
  fees?: InputMaybe<Array<InputMaybe<FeeInput>>>;
  isPaid?: InputMaybe<Scalars['Boolean']['input']>;
  metaData?: InputMaybe<Array<InputMaybe<MetaDataInput>>>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  shipToDifferentAddress?: InputMaybe<Scalars['Boolean']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingMethod?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  order?: Maybe<Order>;
  redirect?: Maybe<Scalars['String']['output']>;
  result?: Maybe<Scalars['String']['output']>;
};

/** A certificate-of-analysis entry (custom post type 'coa'). */
export type Coa = Node & {
  __typename?: 'Coa';
  /** Categories of the entry. */
  coaCategories?: Maybe<CoaToCoaCategoryConnection>;
  /** ACF fields of the entry. */
  coaFields?: Maybe<CoaFields>;
  /** Numeric id. */
  databaseId: Scalars['Int']['output'];
  /** Publication date (ISO 8601). */
  date?: Maybe<Scalars['String']['output']>;
  /** Card image. */
  featuredImage?: Maybe<NodeWithFeaturedImageToMediaItemConnectionEdge>;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** URL slug. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Title shown on the COA card. */
  title?: Maybe<Scalars['String']['output']>;
};


/** A certificate-of-analysis entry (custom post type 'coa'). */
export type CoaCoaCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A COA category (custom taxonomy 'coa_category'). */
export type CoaCategory = Node & {
  __typename?: 'CoaCategory';
  /** Number of COA entries in the category. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Numeric id. */
  databaseId: Scalars['Int']['output'];
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name?: Maybe<Scalars['String']['output']>;
  /** URL slug. */
  slug?: Maybe<Scalars['String']['output']>;
};

/** ACF fields of a COA entry. */
export type CoaFields = {
  __typename?: 'CoaFields';
  /** External lab URL of the certificate. */
  coaUrl?: Maybe<Scalars['String']['output']>;
};

/** The categories of one COA entry. */
export type CoaToCoaCategoryConnection = {
  __typename?: 'CoaToCoaCategoryConnection';
  /** Categories. */
  nodes?: Maybe<Array<Maybe<CoaCategory>>>;
};

export type Comment = DatabaseIdentifier & Node & UniformResourceIdentifiable & {
  __typename?: 'Comment';
  /** @deprecated Deprecated in favor of the `status` field */
  approved?: Maybe<Scalars['Boolean']['output']>;
  author?: Maybe<CommentToCommenterConnectionEdge>;
  commentId?: Maybe<Scalars['Int']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  replies?: Maybe<CommentToCommentConnection>;
  status?: Maybe<CommentStatusEnum>;
  type?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type CommentContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type CommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CommentToCommentConnectionWhereArgs>;
};

export type CommentAuthor = Commenter & DatabaseIdentifier & Node & {
  __typename?: 'CommentAuthor';
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


export type CommentAuthorAvatarArgs = {
  forceDefault?: InputMaybe<Scalars['Boolean']['input']>;
  rating?: InputMaybe<AvatarRatingEnum>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type CommentConnection = {
  edges: Array<CommentConnectionEdge>;
  nodes: Array<Comment>;
  pageInfo: CommentConnectionPageInfo;
};

export type CommentConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type CommentConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CommentStatusEnum =
  | 'APPROVE'
  | 'HOLD'
  | 'SPAM'
  | 'TRASH';

export type CommentToCommentConnection = CommentConnection & Connection & {
  __typename?: 'CommentToCommentConnection';
  edges: Array<CommentToCommentConnectionEdge>;
  nodes: Array<Comment>;
  pageInfo: CommentToCommentConnectionPageInfo;
};

export type CommentToCommentConnectionEdge = CommentConnectionEdge & Edge & {
  __typename?: 'CommentToCommentConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Comment;
};

export type CommentToCommentConnectionPageInfo = CommentConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'CommentToCommentConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CommentToCommentConnectionWhereArgs = {
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorUrl?: InputMaybe<Scalars['String']['input']>;
  commentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  commentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  commentType?: InputMaybe<Scalars['String']['input']>;
  commentTypeIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  commentTypeNotIn?: InputMaybe<Scalars['String']['input']>;
  contentAuthor?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentAuthorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentAuthorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentId?: InputMaybe<Scalars['ID']['input']>;
  contentIdIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentName?: InputMaybe<Scalars['String']['input']>;
  contentParent?: InputMaybe<Scalars['Int']['input']>;
  contentStatus?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  contentType?: InputMaybe<Array<InputMaybe<ContentTypeEnum>>>;
  includeUnapproved?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  karma?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<CommentsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  statusIn?: InputMaybe<Array<InputMaybe<CommentStatusEnum>>>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CommentToCommenterConnectionEdge = CommenterConnectionEdge & Edge & OneToOneConnection & {
  __typename?: 'CommentToCommenterConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Commenter;
};

export type Commenter = {
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type CommenterConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type CommentsConnectionOrderbyEnum =
  | 'COMMENT_AGENT'
  | 'COMMENT_APPROVED'
  | 'COMMENT_AUTHOR'
  | 'COMMENT_AUTHOR_EMAIL'
  | 'COMMENT_AUTHOR_IP'
  | 'COMMENT_AUTHOR_URL'
  | 'COMMENT_CONTENT'
  | 'COMMENT_DATE'
  | 'COMMENT_DATE_GMT'
  | 'COMMENT_ID'
  | 'COMMENT_IN'
  | 'COMMENT_KARMA'
  | 'COMMENT_PARENT'
  | 'COMMENT_POST_ID'
  | 'COMMENT_TYPE'
  | 'USER_ID';

/** Input of confirmStockNotification. */
export type ConfirmStockNotificationInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The token of the e-mailed confirmation link. */
  token: Scalars['String']['input'];
};

/** Result of confirmStockNotification. */
export type ConfirmStockNotificationPayload = {
  __typename?: 'ConfirmStockNotificationPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** Whether the token named an unconfirmed request that is now active. */
  success: Scalars['Boolean']['output'];
};

export type Connection = {
  edges: Array<Edge>;
  nodes: Array<Node>;
  pageInfo: PageInfo;
};

export type ContentNode = {
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type ContentTemplateEnum =
  | 'DEFAULT_TEMPLATE';

export type ContentTypeEnum =
  | 'ATTACHMENT'
  | 'PAGE'
  | 'POST'
  | 'PRODUCT'
  | 'PRODUCT_VARIATION';

export type CountriesEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'XK'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CountryState = {
  __typename?: 'CountryState';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CouponLine = Node & {
  __typename?: 'CouponLine';
  code?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
};

export type CouponLineConnection = {
  edges: Array<CouponLineConnectionEdge>;
  nodes: Array<CouponLine>;
  pageInfo: CouponLineConnectionPageInfo;
};

export type CouponLineConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type CouponLineConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CreateAccountInput = {
  authenticate?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Customer = Node & {
  __typename?: 'Customer';
  billing?: Maybe<CustomerAddress>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  downloadableItems?: Maybe<CustomerToDownloadableItemConnection>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isJwtAuthSecretRevoked: Scalars['Boolean']['output'];
  isPayingCustomer?: Maybe<Scalars['Boolean']['output']>;
  jwtAuthExpiration?: Maybe<Scalars['String']['output']>;
  jwtAuthToken?: Maybe<Scalars['String']['output']>;
  jwtRefreshToken?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  orderCount?: Maybe<Scalars['Int']['output']>;
  orders?: Maybe<CustomerToOrderConnection>;
  role?: Maybe<Scalars['String']['output']>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  username?: Maybe<Scalars['String']['output']>;
};


export type CustomerDownloadableItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CustomerToDownloadableItemConnectionWhereArgs>;
};


export type CustomerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CustomerToOrderConnectionWhereArgs>;
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<CountriesEnum>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type CustomerAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<CountriesEnum>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  overwrite?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerToDownloadableItemConnection = Connection & DownloadableItemConnection & {
  __typename?: 'CustomerToDownloadableItemConnection';
  edges: Array<CustomerToDownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: CustomerToDownloadableItemConnectionPageInfo;
};

export type CustomerToDownloadableItemConnectionEdge = DownloadableItemConnectionEdge & Edge & {
  __typename?: 'CustomerToDownloadableItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: DownloadableItem;
};

export type CustomerToDownloadableItemConnectionPageInfo = DownloadableItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'CustomerToDownloadableItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CustomerToDownloadableItemConnectionWhereArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  expired?: InputMaybe<Scalars['Boolean']['input']>;
  hasDownloadsRemaining?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerToOrderConnection = Connection & OrderConnection & {
  __typename?: 'CustomerToOrderConnection';
  edges: Array<CustomerToOrderConnectionEdge>;
  nodes: Array<Order>;
  pageInfo: CustomerToOrderConnectionPageInfo;
};

export type CustomerToOrderConnectionEdge = Edge & OrderConnectionEdge & {
  __typename?: 'CustomerToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Order;
};

export type CustomerToOrderConnectionPageInfo = OrderConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'CustomerToOrderConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CustomerToOrderConnectionWhereArgs = {
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['Int']['input']>;
  customersIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<OrdersOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<InputMaybe<OrderStatusEnum>>>;
};

export type DatabaseIdentifier = {
  databaseId: Scalars['Int']['output'];
};

export type DateInput = {
  day?: InputMaybe<Scalars['Int']['input']>;
  hour?: InputMaybe<Scalars['Int']['input']>;
  minute?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  second?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type DateQueryInput = {
  after?: InputMaybe<DateInput>;
  before?: InputMaybe<DateInput>;
  column?: InputMaybe<PostObjectsConnectionDateColumnEnum>;
  compare?: InputMaybe<Scalars['String']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  hour?: InputMaybe<Scalars['Int']['input']>;
  inclusive?: InputMaybe<Scalars['Boolean']['input']>;
  minute?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  relation?: InputMaybe<RelationEnum>;
  second?: InputMaybe<Scalars['Int']['input']>;
  week?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type DownloadableItem = Node & {
  __typename?: 'DownloadableItem';
  accessExpires?: Maybe<Scalars['String']['output']>;
  download?: Maybe<ProductDownload>;
  downloadId: Scalars['String']['output'];
  downloadNonce?: Maybe<Scalars['String']['output']>;
  downloadUrl?: Maybe<Scalars['String']['output']>;
  downloadsRemaining?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  product?: Maybe<ProductUnion>;
  url?: Maybe<Scalars['String']['output']>;
};

export type DownloadableItemConnection = {
  edges: Array<DownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: DownloadableItemConnectionPageInfo;
};

export type DownloadableItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type DownloadableItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type DownloadableProduct = {
  databaseId: Scalars['Int']['output'];
  downloadExpiry?: Maybe<Scalars['Int']['output']>;
  downloadLimit?: Maybe<Scalars['Int']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
};

export type Edge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type EmptyCartInput = {
  clearPersistentCart?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type EmptyCartPayload = {
  __typename?: 'EmptyCartPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  deletedCart?: Maybe<Cart>;
};

export type ExternalProduct = ContentNode & DatabaseIdentifier & MenuItemLinkable & Node & NodeWithComments & NodeWithContentEditor & NodeWithExcerpt & NodeWithFeaturedImage & NodeWithTemplate & NodeWithTitle & Previewable & Product & ProductUnion & ProductWithAttributes & ProductWithPricing & UniformResourceIdentifiable & {
  __typename?: 'ExternalProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  buttonText?: Maybe<Scalars['String']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  externalUrl?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};


export type ExternalProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type ExternalProductContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToMediaItemConnectionWhereArgs>;
};


export type ExternalProductGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ExternalProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type ExternalProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductUnionConnectionWhereArgs>;
};


export type ExternalProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToCommentConnectionWhereArgs>;
};


export type ExternalProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type ExternalProductTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type FeeInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  taxClass?: InputMaybe<TaxClassEnum>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FeeLine = Node & {
  __typename?: 'FeeLine';
  amount?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};

export type FeeLineConnection = {
  edges: Array<FeeLineConnectionEdge>;
  nodes: Array<FeeLine>;
  pageInfo: FeeLineConnectionPageInfo;
};

export type FeeLineConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type FeeLineConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type GeneralSettings = Node & {
  __typename?: 'GeneralSettings';
  dateFormat?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  startOfWeek?: Maybe<Scalars['Int']['output']>;
  timeFormat?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** Input of getAvailableShippingMethods. */
export type GetAvailableShippingMethodsInput = {
  /** Destination; a country outside the shop's 29 gets no methods. */
  address: ShippingMethodsAddressInput;
  /** Items to ship; the session's cart when omitted. */
  cartItems?: InputMaybe<Array<ShippingMethodsCartItemInput>>;
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Result of getAvailableShippingMethods. */
export type GetAvailableShippingMethodsPayload = {
  __typename?: 'GetAvailableShippingMethodsPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** Available rates, cheapest first. */
  methods: Array<ShippingRate>;
};

export type GlobalProductAttribute = Node & ProductAttribute & {
  __typename?: 'GlobalProductAttribute';
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  slug?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<GlobalProductAttributeToTermNodeConnection>;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};


export type GlobalProductAttributeTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GlobalProductAttributeToTermNodeConnectionWhereArgs>;
};

export type GlobalProductAttributeConnection = {
  edges: Array<GlobalProductAttributeConnectionEdge>;
  nodes: Array<GlobalProductAttribute>;
  pageInfo: GlobalProductAttributeConnectionPageInfo;
};

export type GlobalProductAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type GlobalProductAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type GlobalProductAttributeToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'GlobalProductAttributeToTermNodeConnection';
  edges: Array<GlobalProductAttributeToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: GlobalProductAttributeToTermNodeConnectionPageInfo;
};

export type GlobalProductAttributeToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'GlobalProductAttributeToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type GlobalProductAttributeToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'GlobalProductAttributeToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type GlobalProductAttributeToTermNodeConnectionWhereArgs = {
  cacheDomain?: InputMaybe<Scalars['String']['input']>;
  childOf?: InputMaybe<Scalars['Int']['input']>;
  childless?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionLike?: InputMaybe<Scalars['String']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  excludeTree?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  hierarchical?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  nameLike?: InputMaybe<Scalars['String']['input']>;
  objectIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<ProductAttributesConnectionOrderbyEnum>;
  padCounts?: InputMaybe<Scalars['Boolean']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  termTaxonomId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  termTaxonomyId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  updateTermMetaCache?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GroupProduct = ContentNode & DatabaseIdentifier & MenuItemLinkable & Node & NodeWithComments & NodeWithContentEditor & NodeWithExcerpt & NodeWithFeaturedImage & NodeWithTemplate & NodeWithTitle & Previewable & Product & ProductUnion & ProductWithAttributes & ProductWithPricing & UniformResourceIdentifiable & {
  __typename?: 'GroupProduct';
  addToCartText?: Maybe<Scalars['String']['output']>;
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  products?: Maybe<GroupProductToProductUnionConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};


export type GroupProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type GroupProductContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToMediaItemConnectionWhereArgs>;
};


export type GroupProductGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GroupProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type GroupProductProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GroupProductToProductUnionConnectionWhereArgs>;
};


export type GroupProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductUnionConnectionWhereArgs>;
};


export type GroupProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToCommentConnectionWhereArgs>;
};


export type GroupProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type GroupProductTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type GroupProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'GroupProductToProductUnionConnection';
  edges: Array<GroupProductToProductUnionConnectionEdge>;
  nodes: Array<ProductUnion>;
  pageInfo: GroupProductToProductUnionConnectionPageInfo;
};

export type GroupProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'GroupProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type GroupProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'GroupProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type GroupProductToProductUnionConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  includeVariations?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesWithVariationsEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type HierarchicalContentNode = {
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type HierarchicalNode = {
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
};

export type HierarchicalTermNode = {
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  termGroupId?: Maybe<Scalars['Int']['output']>;
  termTaxonomyId?: Maybe<Scalars['Int']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

/** Input of the payment initiation mutations. */
export type InitiatePaymentInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Database id of an order placed by the caller. */
  orderId: Scalars['Int']['input'];
};

/** Result of a payment initiation. */
export type InitiatePaymentPayload = {
  __typename?: 'InitiatePaymentPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** Why the payment could not start, when success is false. */
  error?: Maybe<Scalars['String']['output']>;
  /** URL of the hosted payment page to redirect the browser to. */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  /** True when a payment URL was created. */
  success: Scalars['Boolean']['output'];
};

export type InventoriedProduct = {
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
};

export type LineItem = Node & {
  __typename?: 'LineItem';
  databaseId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
  product?: Maybe<LineItemToProductConnectionEdge>;
  productId?: Maybe<Scalars['Int']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<LineItemToProductVariationConnectionEdge>;
  variationId?: Maybe<Scalars['Int']['output']>;
};


export type LineItemProductArgs = {
  where?: InputMaybe<LineItemToProductConnectionWhereArgs>;
};


export type LineItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type LineItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type LineItemConnection = {
  edges: Array<LineItemConnectionEdge>;
  nodes: Array<LineItem>;
  pageInfo: LineItemConnectionPageInfo;
};

export type LineItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type LineItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type LineItemToProductConnectionEdge = Edge & OneToOneConnection & ProductConnectionEdge & {
  __typename?: 'LineItemToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type LineItemToProductConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type LineItemToProductVariationConnectionEdge = Edge & OneToOneConnection & ProductVariationConnectionEdge & {
  __typename?: 'LineItemToProductVariationConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type LocalProductAttribute = Node & ProductAttribute & {
  __typename?: 'LocalProductAttribute';
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type LocalProductAttributeConnection = {
  edges: Array<LocalProductAttributeConnectionEdge>;
  nodes: Array<LocalProductAttribute>;
  pageInfo: LocalProductAttributeConnectionPageInfo;
};

export type LocalProductAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type LocalProductAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type LoginClient = {
  __typename?: 'LoginClient';
  authorizationUrl?: Maybe<Scalars['String']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  clientOptions?: Maybe<LoginClientOptions>;
  isEnabled?: Maybe<Scalars['Boolean']['output']>;
  loginOptions?: Maybe<LoginOptions>;
  name?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Scalars['Int']['output']>;
  provider?: Maybe<LoginProviderEnum>;
};

export type LoginClientOptions = {
  todo?: Maybe<Scalars['Boolean']['output']>;
};

export type LoginInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  credentials?: InputMaybe<PasswordProviderResponseInput>;
  identity?: InputMaybe<Scalars['String']['input']>;
  oauthResponse?: InputMaybe<OAuthProviderResponseInput>;
  password?: InputMaybe<Scalars['String']['input']>;
  provider?: InputMaybe<LoginProviderEnum>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type LoginOptions = {
  useAuthenticationCookie?: Maybe<Scalars['Boolean']['output']>;
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  authTokenExpiration?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  refreshTokenExpiration?: Maybe<Scalars['String']['output']>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  /** @deprecated Use `sessionToken` instead (available in WPGraphQL for WooCommerce v0.18.2+) */
  wooSessionToken?: Maybe<Scalars['String']['output']>;
};

export type LoginProviderEnum =
  | 'FACEBOOK'
  | 'GITHUB'
  | 'GOOGLE'
  | 'INSTAGRAM'
  | 'LINKEDIN'
  | 'OAUTH2_GENERIC'
  | 'PASSWORD'
  | 'SITETOKEN';

export type LogoutInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type ManageStockEnum =
  | 'FALSE'
  | 'PARENT'
  | 'TRUE';

export type MediaDetails = {
  __typename?: 'MediaDetails';
  file?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type MediaItem = ContentNode & DatabaseIdentifier & HierarchicalContentNode & HierarchicalNode & Node & NodeWithAuthor & NodeWithComments & NodeWithTemplate & NodeWithTitle & UniformResourceIdentifiable & {
  __typename?: 'MediaItem';
  altText?: Maybe<Scalars['String']['output']>;
  authorDatabaseId?: Maybe<Scalars['Int']['output']>;
  authorId?: Maybe<Scalars['ID']['output']>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  filePath?: Maybe<Scalars['String']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  mediaDetails?: Maybe<MediaDetails>;
  mediaItemUrl?: Maybe<Scalars['String']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  sizes?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  srcSet?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type MediaItemFilePathArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemSizesArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemSourceUrlArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemSrcSetArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type MediaItemConnection = {
  edges: Array<MediaItemConnectionEdge>;
  nodes: Array<MediaItem>;
  pageInfo: MediaItemConnectionPageInfo;
};

export type MediaItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type MediaItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type MediaItemSizeEnum =
  | 'LARGE'
  | 'MEDIUM'
  | 'MEDIUM_LARGE'
  | 'THUMBNAIL'
  | 'WOOCOMMERCE_GALLERY_THUMBNAIL'
  | 'WOOCOMMERCE_SINGLE'
  | 'WOOCOMMERCE_THUMBNAIL'
  | '_1536X1536'
  | '_2048X2048';

export type MenuItemLinkable = {
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isTermNode: Scalars['Boolean']['output'];
  uri?: Maybe<Scalars['String']['output']>;
};

export type MetaData = {
  __typename?: 'MetaData';
  id?: Maybe<Scalars['ID']['output']>;
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MetaDataInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MimeTypeEnum =
  | 'APPLICATION_JAVA'
  | 'APPLICATION_MSWORD'
  | 'APPLICATION_OCTET_STREAM'
  | 'APPLICATION_ONENOTE'
  | 'APPLICATION_OXPS'
  | 'APPLICATION_PDF'
  | 'APPLICATION_RAR'
  | 'APPLICATION_RTF'
  | 'APPLICATION_TTAF_XML'
  | 'APPLICATION_VND_APPLE_KEYNOTE'
  | 'APPLICATION_VND_APPLE_NUMBERS'
  | 'APPLICATION_VND_APPLE_PAGES'
  | 'APPLICATION_VND_MS_ACCESS'
  | 'APPLICATION_VND_MS_EXCEL'
  | 'APPLICATION_VND_MS_EXCEL_ADDIN_MACROENABLED_12'
  | 'APPLICATION_VND_MS_EXCEL_SHEET_BINARY_MACROENABLED_12'
  | 'APPLICATION_VND_MS_EXCEL_SHEET_MACROENABLED_12'
  | 'APPLICATION_VND_MS_EXCEL_TEMPLATE_MACROENABLED_12'
  | 'APPLICATION_VND_MS_POWERPOINT'
  | 'APPLICATION_VND_MS_POWERPOINT_ADDIN_MACROENABLED_12'
  | 'APPLICATION_VND_MS_POWERPOINT_PRESENTATION_MACROENABLED_12'
  | 'APPLICATION_VND_MS_POWERPOINT_SLIDESHOW_MACROENABLED_12'
  | 'APPLICATION_VND_MS_POWERPOINT_SLIDE_MACROENABLED_12'
  | 'APPLICATION_VND_MS_POWERPOINT_TEMPLATE_MACROENABLED_12'
  | 'APPLICATION_VND_MS_PROJECT'
  | 'APPLICATION_VND_MS_WORD_DOCUMENT_MACROENABLED_12'
  | 'APPLICATION_VND_MS_WORD_TEMPLATE_MACROENABLED_12'
  | 'APPLICATION_VND_MS_WRITE'
  | 'APPLICATION_VND_MS_XPSDOCUMENT'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_CHART'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_DATABASE'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_FORMULA'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_GRAPHICS'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_PRESENTATION'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_SPREADSHEET'
  | 'APPLICATION_VND_OASIS_OPENDOCUMENT_TEXT'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_PRESENTATIONML_PRESENTATION'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_PRESENTATIONML_SLIDE'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_PRESENTATIONML_SLIDESHOW'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_PRESENTATIONML_TEMPLATE'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_SPREADSHEETML_SHEET'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_SPREADSHEETML_TEMPLATE'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_WORDPROCESSINGML_DOCUMENT'
  | 'APPLICATION_VND_OPENXMLFORMATS_OFFICEDOCUMENT_WORDPROCESSINGML_TEMPLATE'
  | 'APPLICATION_WORDPERFECT'
  | 'APPLICATION_X_7Z_COMPRESSED'
  | 'APPLICATION_X_GZIP'
  | 'APPLICATION_X_TAR'
  | 'APPLICATION_ZIP'
  | 'AUDIO_AAC'
  | 'AUDIO_FLAC'
  | 'AUDIO_MIDI'
  | 'AUDIO_MPEG'
  | 'AUDIO_OGG'
  | 'AUDIO_WAV'
  | 'AUDIO_X_MATROSKA'
  | 'AUDIO_X_MS_WAX'
  | 'AUDIO_X_MS_WMA'
  | 'AUDIO_X_REALAUDIO'
  | 'IMAGE_AVIF'
  | 'IMAGE_BMP'
  | 'IMAGE_GIF'
  | 'IMAGE_HEIC'
  | 'IMAGE_HEIC_SEQUENCE'
  | 'IMAGE_HEIF'
  | 'IMAGE_HEIF_SEQUENCE'
  | 'IMAGE_JPEG'
  | 'IMAGE_PNG'
  | 'IMAGE_TIFF'
  | 'IMAGE_WEBP'
  | 'IMAGE_X_ICON'
  | 'TEXT_CALENDAR'
  | 'TEXT_CSS'
  | 'TEXT_CSV'
  | 'TEXT_PLAIN'
  | 'TEXT_RICHTEXT'
  | 'TEXT_TAB_SEPARATED_VALUES'
  | 'TEXT_VTT'
  | 'VIDEO_3GPP'
  | 'VIDEO_3GPP2'
  | 'VIDEO_AVI'
  | 'VIDEO_DIVX'
  | 'VIDEO_MP4'
  | 'VIDEO_MPEG'
  | 'VIDEO_OGG'
  | 'VIDEO_QUICKTIME'
  | 'VIDEO_WEBM'
  | 'VIDEO_X_FLV'
  | 'VIDEO_X_MATROSKA'
  | 'VIDEO_X_MS_ASF'
  | 'VIDEO_X_MS_WM'
  | 'VIDEO_X_MS_WMV'
  | 'VIDEO_X_MS_WMX';

export type Node = {
  id: Scalars['ID']['output'];
};

export type NodeWithAuthor = {
  authorDatabaseId?: Maybe<Scalars['Int']['output']>;
  authorId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
};

export type NodeWithAuthorToUserConnectionEdge = Edge & OneToOneConnection & UserConnectionEdge & {
  __typename?: 'NodeWithAuthorToUserConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: User;
};

export type NodeWithComments = {
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type NodeWithContentEditor = {
  content?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};


export type NodeWithContentEditorContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type NodeWithExcerpt = {
  excerpt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};


export type NodeWithExcerptExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type NodeWithFeaturedImage = {
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
};

export type NodeWithFeaturedImageToMediaItemConnectionEdge = Edge & MediaItemConnectionEdge & OneToOneConnection & {
  __typename?: 'NodeWithFeaturedImageToMediaItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: MediaItem;
};

export type NodeWithPageAttributes = {
  id: Scalars['ID']['output'];
  menuOrder?: Maybe<Scalars['Int']['output']>;
};

export type NodeWithRevisions = {
  id: Scalars['ID']['output'];
  isRevision?: Maybe<Scalars['Boolean']['output']>;
};

export type NodeWithTemplate = {
  id: Scalars['ID']['output'];
};

export type NodeWithTitle = {
  id: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};


export type NodeWithTitleTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type NodeWithTrackbacks = {
  id: Scalars['ID']['output'];
  pingStatus?: Maybe<Scalars['String']['output']>;
  pinged?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  toPing?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
};

export type OAuthProviderResponseInput = {
  code: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type OffsetPagination = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type OffsetPaginationPageInfo = {
  __typename?: 'OffsetPaginationPageInfo';
  hasMore?: Maybe<Scalars['Boolean']['output']>;
  hasPrevious?: Maybe<Scalars['Boolean']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type OneToOneConnection = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type Order = Node & NodeWithComments & {
  __typename?: 'Order';
  billing?: Maybe<CustomerAddress>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  couponLines?: Maybe<OrderToCouponLineConnection>;
  createdVia?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  customerNote?: Maybe<Scalars['String']['output']>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  datePaid?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  downloadableItems?: Maybe<OrderToDownloadableItemConnection>;
  feeLines?: Maybe<OrderToFeeLineConnection>;
  id: Scalars['ID']['output'];
  lineItems?: Maybe<OrderToLineItemConnection>;
  needsPayment?: Maybe<Scalars['Boolean']['output']>;
  needsProcessing?: Maybe<Scalars['Boolean']['output']>;
  orderKey?: Maybe<Scalars['String']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  paymentMethodTitle?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  shippingLines?: Maybe<OrderToShippingLineConnection>;
  shippingTotal?: Maybe<Scalars['String']['output']>;
  status?: Maybe<OrderStatusEnum>;
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};


export type OrderCouponLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderDiscountTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderDownloadableItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<OrderToDownloadableItemConnectionWhereArgs>;
};


export type OrderFeeLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderShippingLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderShippingTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderTotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type OrderConnection = {
  edges: Array<OrderConnectionEdge>;
  nodes: Array<Order>;
  pageInfo: OrderConnectionPageInfo;
};

export type OrderConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type OrderConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderEnum =
  | 'ASC'
  | 'DESC';

export type OrderIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'ORDER_KEY';

export type OrderStatusEnum =
  | 'CANCELLED'
  | 'CHECKOUT_DRAFT'
  | 'COMPLETED'
  | 'FAILED'
  | 'ON_HOLD'
  | 'PENDING'
  | 'PROCESSING'
  | 'REFUNDED';

export type OrderToCouponLineConnection = Connection & CouponLineConnection & {
  __typename?: 'OrderToCouponLineConnection';
  edges: Array<OrderToCouponLineConnectionEdge>;
  nodes: Array<CouponLine>;
  pageInfo: OrderToCouponLineConnectionPageInfo;
};

export type OrderToCouponLineConnectionEdge = CouponLineConnectionEdge & Edge & {
  __typename?: 'OrderToCouponLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: CouponLine;
};

export type OrderToCouponLineConnectionPageInfo = CouponLineConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'OrderToCouponLineConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToDownloadableItemConnection = Connection & DownloadableItemConnection & {
  __typename?: 'OrderToDownloadableItemConnection';
  edges: Array<OrderToDownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: OrderToDownloadableItemConnectionPageInfo;
};

export type OrderToDownloadableItemConnectionEdge = DownloadableItemConnectionEdge & Edge & {
  __typename?: 'OrderToDownloadableItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: DownloadableItem;
};

export type OrderToDownloadableItemConnectionPageInfo = DownloadableItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'OrderToDownloadableItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToDownloadableItemConnectionWhereArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  expired?: InputMaybe<Scalars['Boolean']['input']>;
  hasDownloadsRemaining?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OrderToFeeLineConnection = Connection & FeeLineConnection & {
  __typename?: 'OrderToFeeLineConnection';
  edges: Array<OrderToFeeLineConnectionEdge>;
  nodes: Array<FeeLine>;
  pageInfo: OrderToFeeLineConnectionPageInfo;
};

export type OrderToFeeLineConnectionEdge = Edge & FeeLineConnectionEdge & {
  __typename?: 'OrderToFeeLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: FeeLine;
};

export type OrderToFeeLineConnectionPageInfo = FeeLineConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'OrderToFeeLineConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToLineItemConnection = Connection & LineItemConnection & {
  __typename?: 'OrderToLineItemConnection';
  edges: Array<OrderToLineItemConnectionEdge>;
  nodes: Array<LineItem>;
  pageInfo: OrderToLineItemConnectionPageInfo;
};

export type OrderToLineItemConnectionEdge = Edge & LineItemConnectionEdge & {
  __typename?: 'OrderToLineItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: LineItem;
};

export type OrderToLineItemConnectionPageInfo = LineItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'OrderToLineItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToShippingLineConnection = Connection & ShippingLineConnection & {
  __typename?: 'OrderToShippingLineConnection';
  edges: Array<OrderToShippingLineConnectionEdge>;
  nodes: Array<ShippingLine>;
  pageInfo: OrderToShippingLineConnectionPageInfo;
};

export type OrderToShippingLineConnectionEdge = Edge & ShippingLineConnectionEdge & {
  __typename?: 'OrderToShippingLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ShippingLine;
};

export type OrderToShippingLineConnectionPageInfo = PageInfo & ShippingLineConnectionPageInfo & WpPageInfo & {
  __typename?: 'OrderToShippingLineConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrdersOrderByEnum =
  | 'DATE'
  | 'DATE_COMPLETED'
  | 'DATE_PAID'
  | 'DISCOUNT'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'NAME_IN'
  | 'ORDER_KEY'
  | 'PARENT'
  | 'SLUG'
  | 'TAX'
  | 'TOTAL';

export type OrdersOrderbyInput = {
  field: OrdersOrderByEnum;
  order?: InputMaybe<OrderEnum>;
};

export type PaSize = DatabaseIdentifier & Node & TermNode & UniformResourceIdentifiable & {
  __typename?: 'PaSize';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  termGroupId?: Maybe<Scalars['Int']['output']>;
  termTaxonomyId?: Maybe<Scalars['Int']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type Page = ContentNode & DatabaseIdentifier & HierarchicalContentNode & HierarchicalNode & MenuItemLinkable & Node & NodeWithAuthor & NodeWithComments & NodeWithContentEditor & NodeWithFeaturedImage & NodeWithPageAttributes & NodeWithRevisions & NodeWithTemplate & NodeWithTitle & Previewable & UniformResourceIdentifiable & {
  __typename?: 'Page';
  authorDatabaseId?: Maybe<Scalars['Int']['output']>;
  authorId?: Maybe<Scalars['ID']['output']>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isRevision?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type PageContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type PageTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type PageIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'URI';

export type PageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PasswordProviderResponseInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type PaymentGateway = Node & {
  __typename?: 'PaymentGateway';
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type PaymentGatewayConnection = {
  edges: Array<PaymentGatewayConnectionEdge>;
  nodes: Array<PaymentGateway>;
  pageInfo: PaymentGatewayConnectionPageInfo;
};

export type PaymentGatewayConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type PaymentGatewayConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Post = ContentNode & DatabaseIdentifier & MenuItemLinkable & Node & NodeWithAuthor & NodeWithComments & NodeWithContentEditor & NodeWithExcerpt & NodeWithFeaturedImage & NodeWithRevisions & NodeWithTemplate & NodeWithTitle & NodeWithTrackbacks & Previewable & UniformResourceIdentifiable & {
  __typename?: 'Post';
  author?: Maybe<NodeWithAuthorToUserConnectionEdge>;
  authorDatabaseId?: Maybe<Scalars['Int']['output']>;
  authorId?: Maybe<Scalars['ID']['output']>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featuredImage?: Maybe<NodeWithFeaturedImageToMediaItemConnectionEdge>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isRevision?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  pingStatus?: Maybe<Scalars['String']['output']>;
  pinged?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  toPing?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type PostContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type PostExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type PostTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type PostConnection = {
  edges: Array<PostConnectionEdge>;
  nodes: Array<Post>;
  pageInfo: PostConnectionPageInfo;
};

export type PostConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type PostConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PostIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type PostObjectFieldFormatEnum =
  | 'RAW'
  | 'RENDERED';

export type PostObjectsConnectionDateColumnEnum =
  | 'DATE'
  | 'MODIFIED';

export type PostObjectsConnectionOrderbyEnum =
  | 'AUTHOR'
  | 'COMMENT_COUNT'
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME_IN'
  | 'PARENT'
  | 'SLUG'
  | 'TITLE';

export type PostObjectsConnectionOrderbyInput = {
  field: PostObjectsConnectionOrderbyEnum;
  order: OrderEnum;
};

export type PostStatusEnum =
  | 'AUTO_DRAFT'
  | 'DRAFT'
  | 'FAILED'
  | 'FUTURE'
  | 'INHERIT'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'PRIVATE'
  | 'PUBLISH'
  | 'REQUEST_COMPLETED'
  | 'REQUEST_CONFIRMED'
  | 'REQUEST_FAILED'
  | 'REQUEST_PENDING'
  | 'TRASH'
  | 'WC_CANCELLED'
  | 'WC_CHECKOUT_DRAFT'
  | 'WC_COMPLETED'
  | 'WC_FAILED'
  | 'WC_ON_HOLD'
  | 'WC_PENDING'
  | 'WC_PROCESSING'
  | 'WC_REFUNDED';

export type Previewable = {
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
};

export type PricingFieldFormatEnum =
  | 'FORMATTED'
  | 'RAW';

export type Product = {
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  guid?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};


export type ProductContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToMediaItemConnectionWhereArgs>;
};


export type ProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type ProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductUnionConnectionWhereArgs>;
};


export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToCommentConnectionWhereArgs>;
};


export type ProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type ProductTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductAttribute = {
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type ProductAttributeConnection = {
  edges: Array<ProductAttributeConnectionEdge>;
  nodes: Array<ProductAttribute>;
  pageInfo: ProductAttributeConnectionPageInfo;
};

export type ProductAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductAttributeEnum =
  | 'NONE';

export type ProductAttributeFilterInput = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  operator?: InputMaybe<AttributeOperatorEnum>;
  taxonomy: ProductAttributeEnum;
  terms?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ProductAttributeInput = {
  attributeName: Scalars['String']['input'];
  attributeValue?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductAttributeQueryInput = {
  queries?: InputMaybe<Array<InputMaybe<ProductAttributeFilterInput>>>;
  relation?: InputMaybe<AttributeOperatorEnum>;
};

export type ProductAttributeTypesEnum =
  | 'GLOBAL'
  | 'LOCAL';

export type ProductAttributesConnectionOrderbyEnum =
  | 'COUNT'
  | 'DESCRIPTION'
  | 'MENU_ORDER'
  | 'NAME'
  | 'SLUG'
  | 'TERM_GROUP'
  | 'TERM_ID'
  | 'TERM_ORDER';

export type ProductCategory = DatabaseIdentifier & HierarchicalNode & HierarchicalTermNode & MenuItemLinkable & Node & TermNode & UniformResourceIdentifiable & {
  __typename?: 'ProductCategory';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  products?: Maybe<ProductCategoryToProductConnection>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  termGroupId?: Maybe<Scalars['Int']['output']>;
  termTaxonomyId?: Maybe<Scalars['Int']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type ProductCategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductCategoryToProductConnectionWhereArgs>;
};

export type ProductCategoryConnection = {
  edges: Array<ProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductCategoryConnectionPageInfo;
};

export type ProductCategoryConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCategoryConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A category as a filter choice. */
export type ProductCategoryFacet = {
  __typename?: 'ProductCategoryFacet';
  /** Products of the category that the list's other filters leave. */
  count: Scalars['Int']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** The category's slug, as categoryIn takes it. */
  slug: Scalars['String']['output'];
};

export type ProductCategoryToProductConnection = Connection & ProductConnection & {
  __typename?: 'ProductCategoryToProductConnection';
  edges: Array<ProductCategoryToProductConnectionEdge>;
  nodes: Array<Product>;
  pageInfo: ProductCategoryToProductConnectionPageInfo;
};

export type ProductCategoryToProductConnectionEdge = Edge & ProductConnectionEdge & {
  __typename?: 'ProductCategoryToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type ProductCategoryToProductConnectionPageInfo = PageInfo & ProductConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductCategoryToProductConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCategoryToProductConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  hasPassword?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  isSticky?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<MimeTypeEnum>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  password?: InputMaybe<Scalars['String']['input']>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  template?: InputMaybe<ContentTemplateEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ProductTypesEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type ProductConnection = {
  edges: Array<ProductConnectionEdge>;
  nodes: Array<Product>;
  pageInfo: ProductConnectionPageInfo;
};

export type ProductConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductDownload = {
  __typename?: 'ProductDownload';
  allowedFileType?: Maybe<Scalars['Boolean']['output']>;
  downloadId: Scalars['String']['output'];
  file?: Maybe<Scalars['String']['output']>;
  fileExists?: Maybe<Scalars['Boolean']['output']>;
  fileExt?: Maybe<Scalars['String']['output']>;
  filePathType?: Maybe<Scalars['String']['output']>;
  fileType?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

/** Counts of the catalogue's filter choices, each taken under the list's other filters. */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** Each category with the products of it that the other filters leave, in name order. */
  categories: Array<ProductCategoryFacet>;
  /** Products the list would show with in-stock-only (stockStatus IN_STOCK) toggled. */
  inStockCount: Scalars['Int']['output'];
  /** The highest price among the products the other filters leave; null when none is left. */
  maxPrice?: Maybe<Scalars['Float']['output']>;
  /** The lowest price among the products the other filters leave; null when none is left. */
  minPrice?: Maybe<Scalars['Float']['output']>;
  /** Products the list would show with onSale toggled. */
  onSaleCount: Scalars['Int']['output'];
};

export type ProductIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'SKU'
  | 'SLUG';

/** Up to three named COA files of a product; a missing pair is null. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** URL of the first COA file. */
  coaFile?: Maybe<Scalars['String']['output']>;
  /** URL of the second COA file. */
  coaFile2?: Maybe<Scalars['String']['output']>;
  /** URL of the third COA file. */
  coaFile3?: Maybe<Scalars['String']['output']>;
  /** Name of the first COA. */
  coaName?: Maybe<Scalars['String']['output']>;
  /** Name of the second COA. */
  coaName2?: Maybe<Scalars['String']['output']>;
  /** Name of the third COA. */
  coaName3?: Maybe<Scalars['String']['output']>;
};

export type ProductTaxonomyEnum =
  | 'PRODUCT_BRAND'
  | 'PRODUCT_CAT'
  | 'PRODUCT_SHIPPING_CLASS'
  | 'PRODUCT_TAG'
  | 'PRODUCT_TYPE'
  | 'PRODUCT_VISIBILITY';

export type ProductTaxonomyFilterInput = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  operator?: InputMaybe<TaxonomyOperatorEnum>;
  taxonomy: ProductTaxonomyEnum;
  terms?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ProductTaxonomyInput = {
  and?: InputMaybe<Array<InputMaybe<ProductTaxonomyFilterInput>>>;
  filters?: InputMaybe<Array<InputMaybe<ProductTaxonomyFilterInput>>>;
  or?: InputMaybe<Array<InputMaybe<ProductTaxonomyFilterInput>>>;
  relation?: InputMaybe<RelationEnum>;
};

export type ProductToCommentConnection = CommentConnection & Connection & {
  __typename?: 'ProductToCommentConnection';
  averageRating?: Maybe<Scalars['Float']['output']>;
  edges: Array<ProductToCommentConnectionEdge>;
  nodes: Array<Comment>;
  pageInfo: ProductToCommentConnectionPageInfo;
};

export type ProductToCommentConnectionEdge = CommentConnectionEdge & Edge & {
  __typename?: 'ProductToCommentConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Comment;
  rating?: Maybe<Scalars['Float']['output']>;
};

export type ProductToCommentConnectionPageInfo = CommentConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductToCommentConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToCommentConnectionWhereArgs = {
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorUrl?: InputMaybe<Scalars['String']['input']>;
  commentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  commentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  commentType?: InputMaybe<Scalars['String']['input']>;
  commentTypeIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  commentTypeNotIn?: InputMaybe<Scalars['String']['input']>;
  contentAuthor?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentAuthorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentAuthorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentId?: InputMaybe<Scalars['ID']['input']>;
  contentIdIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contentName?: InputMaybe<Scalars['String']['input']>;
  contentParent?: InputMaybe<Scalars['Int']['input']>;
  contentStatus?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  contentType?: InputMaybe<Array<InputMaybe<ContentTypeEnum>>>;
  includeUnapproved?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  karma?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<CommentsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  statusIn?: InputMaybe<Array<InputMaybe<CommentStatusEnum>>>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductToMediaItemConnection = Connection & MediaItemConnection & {
  __typename?: 'ProductToMediaItemConnection';
  edges: Array<ProductToMediaItemConnectionEdge>;
  nodes: Array<MediaItem>;
  pageInfo: ProductToMediaItemConnectionPageInfo;
};

export type ProductToMediaItemConnectionEdge = Edge & MediaItemConnectionEdge & {
  __typename?: 'ProductToMediaItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: MediaItem;
};

export type ProductToMediaItemConnectionPageInfo = MediaItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductToMediaItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToMediaItemConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  hasPassword?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  isSticky?: InputMaybe<Scalars['Boolean']['input']>;
  mimeType?: InputMaybe<MimeTypeEnum>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  parent?: InputMaybe<Scalars['ID']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  password?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  template?: InputMaybe<ContentTemplateEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProductToProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'ProductToProductCategoryConnection';
  edges: Array<ProductToProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductToProductCategoryConnectionPageInfo;
};

export type ProductToProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'ProductToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductToProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToProductCategoryConnectionWhereArgs = {
  cacheDomain?: InputMaybe<Scalars['String']['input']>;
  childOf?: InputMaybe<Scalars['Int']['input']>;
  childless?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionLike?: InputMaybe<Scalars['String']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  excludeTree?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  hierarchical?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  nameLike?: InputMaybe<Scalars['String']['input']>;
  objectIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  padCounts?: InputMaybe<Scalars['Boolean']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  termTaxonomId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  termTaxonomyId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  updateTermMetaCache?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'ProductToProductUnionConnection';
  edges: Array<ProductToProductUnionConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: ProductToProductUnionConnectionPageInfo;
};

export type ProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'ProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type ProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToProductUnionConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  includeVariations?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  shuffle?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesWithVariationsEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type ProductToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'ProductToTermNodeConnection';
  edges: Array<ProductToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: ProductToTermNodeConnectionPageInfo;
};

export type ProductToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'ProductToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type ProductToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToTermNodeConnectionWhereArgs = {
  cacheDomain?: InputMaybe<Scalars['String']['input']>;
  childOf?: InputMaybe<Scalars['Int']['input']>;
  childless?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionLike?: InputMaybe<Scalars['String']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  excludeTree?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  hierarchical?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  nameLike?: InputMaybe<Scalars['String']['input']>;
  objectIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  padCounts?: InputMaybe<Scalars['Boolean']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomies?: InputMaybe<Array<InputMaybe<TaxonomyEnum>>>;
  termTaxonomId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  termTaxonomyId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  updateTermMetaCache?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductTypesWithVariationsEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductUnion = {
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  databaseId: Scalars['Int']['output'];
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};


export type ProductUnionDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductUnionMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductUnionShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductUnionConnection = {
  edges: Array<ProductUnionConnectionEdge>;
  nodes: Array<ProductUnion>;
  pageInfo: ProductUnionConnectionPageInfo;
};

export type ProductUnionConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductUnionConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariation = {
  attributes?: Maybe<ProductVariationToVariationAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  downloadExpiry?: Maybe<Scalars['Int']['output']>;
  downloadLimit?: Maybe<Scalars['Int']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  hasAttributes?: Maybe<Scalars['Boolean']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shippingClassId?: Maybe<Scalars['Int']['output']>;
  shippingRequired?: Maybe<Scalars['Boolean']['output']>;
  shippingTaxable?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type ProductVariationAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductVariationDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductVariationMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductVariationPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductVariationConnection = {
  edges: Array<ProductVariationConnectionEdge>;
  nodes: Array<ProductVariation>;
  pageInfo: ProductVariationConnectionPageInfo;
};

export type ProductVariationConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariationConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariationToVariationAttributeConnection = Connection & VariationAttributeConnection & {
  __typename?: 'ProductVariationToVariationAttributeConnection';
  edges: Array<ProductVariationToVariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: ProductVariationToVariationAttributeConnectionPageInfo;
};

export type ProductVariationToVariationAttributeConnectionEdge = Edge & VariationAttributeConnectionEdge & {
  __typename?: 'ProductVariationToVariationAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariationToVariationAttributeConnectionPageInfo = PageInfo & VariationAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductVariationToVariationAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithAttributes = {
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  databaseId: Scalars['Int']['output'];
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  id: Scalars['ID']['output'];
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
};


export type ProductWithAttributesAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type ProductWithAttributesDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithAttributesGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithAttributesLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductWithAttributesToGlobalProductAttributeConnection = Connection & GlobalProductAttributeConnection & {
  __typename?: 'ProductWithAttributesToGlobalProductAttributeConnection';
  edges: Array<ProductWithAttributesToGlobalProductAttributeConnectionEdge>;
  nodes: Array<GlobalProductAttribute>;
  pageInfo: ProductWithAttributesToGlobalProductAttributeConnectionPageInfo;
};

export type ProductWithAttributesToGlobalProductAttributeConnectionEdge = Edge & GlobalProductAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToGlobalProductAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: GlobalProductAttribute;
};

export type ProductWithAttributesToGlobalProductAttributeConnectionPageInfo = GlobalProductAttributeConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToGlobalProductAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithAttributesToLocalProductAttributeConnection = Connection & LocalProductAttributeConnection & {
  __typename?: 'ProductWithAttributesToLocalProductAttributeConnection';
  edges: Array<ProductWithAttributesToLocalProductAttributeConnectionEdge>;
  nodes: Array<LocalProductAttribute>;
  pageInfo: ProductWithAttributesToLocalProductAttributeConnectionPageInfo;
};

export type ProductWithAttributesToLocalProductAttributeConnectionEdge = Edge & LocalProductAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToLocalProductAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: LocalProductAttribute;
};

export type ProductWithAttributesToLocalProductAttributeConnectionPageInfo = LocalProductAttributeConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToLocalProductAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithAttributesToProductAttributeConnection = Connection & ProductAttributeConnection & {
  __typename?: 'ProductWithAttributesToProductAttributeConnection';
  edges: Array<ProductWithAttributesToProductAttributeConnectionEdge>;
  nodes: Array<ProductAttribute>;
  pageInfo: ProductWithAttributesToProductAttributeConnectionPageInfo;
};

export type ProductWithAttributesToProductAttributeConnectionEdge = Edge & ProductAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToProductAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductAttribute;
};

export type ProductWithAttributesToProductAttributeConnectionPageInfo = PageInfo & ProductAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToProductAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithAttributesToProductAttributeConnectionWhereArgs = {
  type?: InputMaybe<ProductAttributeTypesEnum>;
};

export type ProductWithAttributesToVariationAttributeConnection = Connection & VariationAttributeConnection & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnection';
  edges: Array<ProductWithAttributesToVariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: ProductWithAttributesToVariationAttributeConnectionPageInfo;
};

export type ProductWithAttributesToVariationAttributeConnectionEdge = Edge & VariationAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: VariationAttribute;
};

export type ProductWithAttributesToVariationAttributeConnectionPageInfo = PageInfo & VariationAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithDimensions = {
  databaseId: Scalars['Int']['output'];
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  length?: Maybe<Scalars['String']['output']>;
  shippingClassId?: Maybe<Scalars['Int']['output']>;
  shippingRequired?: Maybe<Scalars['Boolean']['output']>;
  shippingTaxable?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};

export type ProductWithPricing = {
  id: Scalars['ID']['output'];
  price?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
};


export type ProductWithPricingPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductWithPricingRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductWithPricingSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type ProductWithVariations = {
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  databaseId: Scalars['Int']['output'];
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  id: Scalars['ID']['output'];
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
};


export type ProductWithVariationsAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type ProductWithVariationsDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithVariationsGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithVariationsLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductWithVariationsToProductVariationConnection = Connection & ProductVariationConnection & {
  __typename?: 'ProductWithVariationsToProductVariationConnection';
  edges: Array<ProductWithVariationsToProductVariationConnectionEdge>;
  nodes: Array<ProductVariation>;
  pageInfo: ProductWithVariationsToProductVariationConnectionPageInfo;
};

export type ProductWithVariationsToProductVariationConnectionEdge = Edge & ProductVariationConnectionEdge & {
  __typename?: 'ProductWithVariationsToProductVariationConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type ProductWithVariationsToProductVariationConnectionPageInfo = PageInfo & ProductVariationConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithVariationsToProductVariationConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithVariationsToProductVariationConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  includeVariations?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesWithVariationsEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesWithVariationsEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type ProductsOrderByEnum =
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'NAME_IN'
  | 'ON_SALE_FROM'
  | 'ON_SALE_TO'
  | 'PARENT'
  | 'POPULARITY'
  | 'PRICE'
  | 'RATING'
  | 'REGULAR_PRICE'
  | 'REVIEW_COUNT'
  | 'SALE_PRICE'
  | 'SLUG'
  | 'TOTAL_SALES';

export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: InputMaybe<OrderEnum>;
};

export type RefreshJwtAuthTokenInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  jwtRefreshToken: Scalars['String']['input'];
};

export type RefreshJwtAuthTokenPayload = {
  __typename?: 'RefreshJwtAuthTokenPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RefreshTokenInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  refreshToken: Scalars['String']['input'];
};

export type RefreshTokenPayload = {
  __typename?: 'RefreshTokenPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  authTokenExpiration?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type RegisterCustomerInput = {
  aim?: InputMaybe<Scalars['String']['input']>;
  authenticate?: InputMaybe<Scalars['Boolean']['input']>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  jabber?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  metaData?: InputMaybe<Array<InputMaybe<MetaDataInput>>>;
  nicename?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  registered?: InputMaybe<Scalars['String']['input']>;
  richEditing?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  yim?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterCustomerPayload = {
  __typename?: 'RegisterCustomerPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type RelationEnum =
  | 'AND'
  | 'OR';

export type RemoveCouponsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  codes?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RemoveCouponsPayload = {
  __typename?: 'RemoveCouponsPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveItemsFromCartInput = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  keys?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type RemoveItemsFromCartPayload = {
  __typename?: 'RemoveItemsFromCartPayload';
  cart?: Maybe<Cart>;
  cartItems?: Maybe<Array<Maybe<CartItem>>>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Input of requestStockNotification. */
export type RequestStockNotificationInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The address to e-mail. */
  email: Scalars['String']['input'];
  /** Database id of the product. */
  productId: Scalars['Int']['input'];
  /** Database id of the variation, required for a variable product. */
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of requestStockNotification. */
export type RequestStockNotificationPayload = {
  __typename?: 'RequestStockNotificationPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** ACTIVE for the logged-in customer's own address; UNCONFIRMED (check your e-mail) otherwise. */
  status: StockNotificationStatusEnum;
};

/** Input of resetPasswordWithToken. */
export type ResetPasswordWithTokenInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's e-mail address (from the link). */
  email: Scalars['String']['input'];
  /** The new password, at least 8 characters. */
  newPassword: Scalars['String']['input'];
  /** The reset token (from the link). */
  token: Scalars['String']['input'];
};

/** Result of resetPasswordWithToken. */
export type ResetPasswordWithTokenPayload = {
  __typename?: 'ResetPasswordWithTokenPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** Text for the shopper. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
};

export type ResetUserPasswordInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  login?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type ResetUserPasswordPayload = {
  __typename?: 'ResetUserPasswordPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type RootMutation = {
  __typename?: 'RootMutation';
  addToCart?: Maybe<AddToCartPayload>;
  applyCoupon?: Maybe<ApplyCouponPayload>;
  /** Cancels a back-in-stock request: the logged-in customer's own by id, or any with the e-mailed token. */
  cancelStockNotification?: Maybe<CancelStockNotificationPayload>;
  /** Changes the logged-in customer's e-mail address or password; asks for the current password (updateCustomer and updateUser take them only within 10 minutes of a login). */
  changeAccountCredentials?: Maybe<ChangeAccountCredentialsPayload>;
  checkout?: Maybe<CheckoutPayload>;
  /** Confirms a guest's back-in-stock request with the token of the e-mailed confirmation link. */
  confirmStockNotification?: Maybe<ConfirmStockNotificationPayload>;
  emptyCart?: Maybe<EmptyCartPayload>;
  /** Shipping rates for an address and a list of items, without changing the session's cart. */
  getAvailableShippingMethods?: Maybe<GetAvailableShippingMethodsPayload>;
  /** Starts a payment with the bitcoin gateway (btcpaygf_default) for one of the caller's orders. */
  initiateBitcoinPayment?: Maybe<InitiatePaymentPayload>;
  /** Starts a payment with the crypto gateway for one of the caller's orders; gives a URL to redirect to. */
  initiateCryptoPayment?: Maybe<InitiatePaymentPayload>;
  login?: Maybe<LoginPayload>;
  logout?: Maybe<LogoutPayload>;
  refreshJwtAuthToken?: Maybe<RefreshJwtAuthTokenPayload>;
  refreshToken?: Maybe<RefreshTokenPayload>;
  registerCustomer?: Maybe<RegisterCustomerPayload>;
  removeCoupons?: Maybe<RemoveCouponsPayload>;
  removeItemsFromCart?: Maybe<RemoveItemsFromCartPayload>;
  /** Asks for one e-mail when an out-of-stock product or variation is back; a guest's address confirms by e-mail first. */
  requestStockNotification?: Maybe<RequestStockNotificationPayload>;
  /** Sets a new password with a single-use reset token from the e-mailed link (valid for 1 hour). */
  resetPasswordWithToken?: Maybe<ResetPasswordWithTokenPayload>;
  resetUserPassword?: Maybe<ResetUserPasswordPayload>;
  sendPasswordResetEmail?: Maybe<SendPasswordResetEmailPayload>;
  /** Sends a reset-password link to the storefront; answers the same whether or not the address is known. */
  sendReactResetPasswordEmail?: Maybe<SendReactResetPasswordEmailPayload>;
  /** Stores the chosen payment method on the session; the cart total then includes its discount. */
  setPaymentMethod?: Maybe<SetPaymentMethodPayload>;
  updateCustomer?: Maybe<UpdateCustomerPayload>;
  updateItemQuantities?: Maybe<UpdateItemQuantitiesPayload>;
  updateShippingMethod?: Maybe<UpdateShippingMethodPayload>;
  updateUser?: Maybe<UpdateUserPayload>;
  writeReview?: Maybe<WriteReviewPayload>;
};


export type RootMutationAddToCartArgs = {
  input: AddToCartInput;
};


export type RootMutationApplyCouponArgs = {
  input: ApplyCouponInput;
};


export type RootMutationCancelStockNotificationArgs = {
  input: CancelStockNotificationInput;
};


export type RootMutationChangeAccountCredentialsArgs = {
  input: ChangeAccountCredentialsInput;
};


export type RootMutationCheckoutArgs = {
  input: CheckoutInput;
};


export type RootMutationConfirmStockNotificationArgs = {
  input: ConfirmStockNotificationInput;
};


export type RootMutationEmptyCartArgs = {
  input: EmptyCartInput;
};


export type RootMutationGetAvailableShippingMethodsArgs = {
  input: GetAvailableShippingMethodsInput;
};


export type RootMutationInitiateBitcoinPaymentArgs = {
  input: InitiatePaymentInput;
};


export type RootMutationInitiateCryptoPaymentArgs = {
  input: InitiatePaymentInput;
};


export type RootMutationLoginArgs = {
  input: LoginInput;
};


export type RootMutationLogoutArgs = {
  input: LogoutInput;
};


export type RootMutationRefreshJwtAuthTokenArgs = {
  input: RefreshJwtAuthTokenInput;
};


export type RootMutationRefreshTokenArgs = {
  input: RefreshTokenInput;
};


export type RootMutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type RootMutationRemoveCouponsArgs = {
  input: RemoveCouponsInput;
};


export type RootMutationRemoveItemsFromCartArgs = {
  input: RemoveItemsFromCartInput;
};


export type RootMutationRequestStockNotificationArgs = {
  input: RequestStockNotificationInput;
};


export type RootMutationResetPasswordWithTokenArgs = {
  input: ResetPasswordWithTokenInput;
};


export type RootMutationResetUserPasswordArgs = {
  input: ResetUserPasswordInput;
};


export type RootMutationSendPasswordResetEmailArgs = {
  input: SendPasswordResetEmailInput;
};


export type RootMutationSendReactResetPasswordEmailArgs = {
  input: SendReactResetPasswordEmailInput;
};


export type RootMutationSetPaymentMethodArgs = {
  input: SetPaymentMethodInput;
};


export type RootMutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


export type RootMutationUpdateItemQuantitiesArgs = {
  input: UpdateItemQuantitiesInput;
};


export type RootMutationUpdateShippingMethodArgs = {
  input: UpdateShippingMethodInput;
};


export type RootMutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type RootMutationWriteReviewArgs = {
  input: WriteReviewInput;
};

export type RootQuery = {
  __typename?: 'RootQuery';
  allSettings?: Maybe<Settings>;
  allowedCountries?: Maybe<Array<Maybe<CountriesEnum>>>;
  cart?: Maybe<Cart>;
  /** The payment method chosen for this session (set by setPaymentMethod), or null. */
  chosenPaymentMethod?: Maybe<Scalars['String']['output']>;
  /** COA categories with the number of entries in each. */
  coaCategories?: Maybe<RootQueryToCoaCategoryConnection>;
  /** Certificate-of-analysis entries (the COA library), newest first. */
  coas?: Maybe<RootQueryToCoaConnection>;
  countryStates?: Maybe<Array<Maybe<CountryState>>>;
  customer?: Maybe<Customer>;
  /** Cart subtotal above which shipping is free, in euros (the mini-cart meter's threshold). */
  freeShippingAmount?: Maybe<Scalars['Float']['output']>;
  generalSettings?: Maybe<GeneralSettings>;
  loginClients?: Maybe<Array<Maybe<LoginClient>>>;
  order?: Maybe<Order>;
  orders?: Maybe<RootQueryToOrderConnection>;
  page?: Maybe<Page>;
  paymentGateways?: Maybe<RootQueryToPaymentGatewayConnection>;
  post?: Maybe<Post>;
  posts?: Maybe<RootQueryToPostConnection>;
  product?: Maybe<Product>;
  productCategories?: Maybe<RootQueryToProductCategoryConnection>;
  /** Certificate-of-analysis links of one product (ACF field group 'productPage'); null when it has none. */
  productCertificates?: Maybe<ProductPage>;
  /** The filter panel's counts for a product list: what each choice would leave under the other filters, and the price range. */
  productFacets: ProductFacets;
  products?: Maybe<RootQueryToProductConnection>;
  /** The logged-in customer's back-in-stock requests, newest first (empty for a guest). */
  stockNotifications: Array<StockNotification>;
  taxonomies?: Maybe<RootQueryToTaxonomyConnection>;
  taxonomy?: Maybe<Taxonomy>;
  terms?: Maybe<RootQueryToTermNodeConnection>;
  viewer?: Maybe<User>;
};


export type RootQueryCartArgs = {
  fees?: InputMaybe<Array<InputMaybe<FeeInput>>>;
  recalculateTotals?: InputMaybe<Scalars['Boolean']['input']>;
};


export type RootQueryCoaCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryCoasArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToCoaConnectionWhereArgs>;
};


export type RootQueryCountryStatesArgs = {
  country: CountriesEnum;
};


export type RootQueryCustomerArgs = {
  customerId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type RootQueryOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  idType?: InputMaybe<OrderIdTypeEnum>;
};


export type RootQueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToOrderConnectionWhereArgs>;
};


export type RootQueryPageArgs = {
  asPreview?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  idType?: InputMaybe<PageIdType>;
};


export type RootQueryPaymentGatewaysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToPaymentGatewayConnectionWhereArgs>;
};


export type RootQueryPostArgs = {
  asPreview?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  idType?: InputMaybe<PostIdType>;
};


export type RootQueryPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToPostConnectionWhereArgs>;
};


export type RootQueryProductArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<ProductIdTypeEnum>;
};


export type RootQueryProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductCategoryConnectionWhereArgs>;
};


export type RootQueryProductCertificatesArgs = {
  productId: Scalars['Int']['input'];
};


export type RootQueryProductFacetsArgs = {
  where?: InputMaybe<RootQueryToProductConnectionWhereArgs>;
};


export type RootQueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductConnectionWhereArgs>;
};


export type RootQueryTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryTaxonomyArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<TaxonomyIdTypeEnum>;
};


export type RootQueryTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToTermNodeConnectionWhereArgs>;
};

/** A page of COA categories. */
export type RootQueryToCoaCategoryConnection = {
  __typename?: 'RootQueryToCoaCategoryConnection';
  /** Categories with cursors. */
  edges?: Maybe<Array<Maybe<RootQueryToCoaCategoryConnectionEdge>>>;
  /** Categories. */
  nodes?: Maybe<Array<Maybe<CoaCategory>>>;
  /** Paging. */
  pageInfo?: Maybe<WpPageInfo>;
};

/** A COA category with its cursor. */
export type RootQueryToCoaCategoryConnectionEdge = {
  __typename?: 'RootQueryToCoaCategoryConnectionEdge';
  /** Opaque cursor. */
  cursor?: Maybe<Scalars['String']['output']>;
  /** The category. */
  node?: Maybe<CoaCategory>;
};

/** A page of COA entries. */
export type RootQueryToCoaConnection = {
  __typename?: 'RootQueryToCoaConnection';
  /** Entries with cursors. */
  edges?: Maybe<Array<Maybe<RootQueryToCoaConnectionEdge>>>;
  /** Entries. */
  nodes?: Maybe<Array<Maybe<Coa>>>;
  /** Paging. */
  pageInfo?: Maybe<WpPageInfo>;
};

/** A COA entry with its cursor. */
export type RootQueryToCoaConnectionEdge = {
  __typename?: 'RootQueryToCoaConnectionEdge';
  /** Opaque cursor. */
  cursor?: Maybe<Scalars['String']['output']>;
  /** The entry. */
  node?: Maybe<Coa>;
};

/** Filters for the COA list. */
export type RootQueryToCoaConnectionWhereArgs = {
  /** Only entries in the category with this slug. */
  categoryName?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive match on the title. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToOrderConnection = Connection & OrderConnection & {
  __typename?: 'RootQueryToOrderConnection';
  edges: Array<RootQueryToOrderConnectionEdge>;
  nodes: Array<Order>;
  pageInfo: RootQueryToOrderConnectionPageInfo;
};

export type RootQueryToOrderConnectionEdge = Edge & OrderConnectionEdge & {
  __typename?: 'RootQueryToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Order;
};

export type RootQueryToOrderConnectionPageInfo = OrderConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'RootQueryToOrderConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToOrderConnectionWhereArgs = {
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['Int']['input']>;
  customersIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<OrdersOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<InputMaybe<OrderStatusEnum>>>;
};

export type RootQueryToPaymentGatewayConnection = Connection & PaymentGatewayConnection & {
  __typename?: 'RootQueryToPaymentGatewayConnection';
  edges: Array<RootQueryToPaymentGatewayConnectionEdge>;
  nodes: Array<PaymentGateway>;
  pageInfo: RootQueryToPaymentGatewayConnectionPageInfo;
};

export type RootQueryToPaymentGatewayConnectionEdge = Edge & PaymentGatewayConnectionEdge & {
  __typename?: 'RootQueryToPaymentGatewayConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: PaymentGateway;
};

export type RootQueryToPaymentGatewayConnectionPageInfo = PageInfo & PaymentGatewayConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToPaymentGatewayConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToPaymentGatewayConnectionWhereArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RootQueryToPostConnection = Connection & PostConnection & {
  __typename?: 'RootQueryToPostConnection';
  edges: Array<RootQueryToPostConnectionEdge>;
  nodes: Array<Post>;
  pageInfo: RootQueryToPostConnectionPageInfo;
};

export type RootQueryToPostConnectionEdge = Edge & PostConnectionEdge & {
  __typename?: 'RootQueryToPostConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Post;
};

export type RootQueryToPostConnectionPageInfo = PageInfo & PostConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToPostConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToPostConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryName?: InputMaybe<Scalars['String']['input']>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  hasPassword?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  isSticky?: InputMaybe<Scalars['Boolean']['input']>;
  mimeType?: InputMaybe<MimeTypeEnum>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  parent?: InputMaybe<Scalars['ID']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  password?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['String']['input']>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  tagSlugAnd?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagSlugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  template?: InputMaybe<ContentTemplateEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'RootQueryToProductCategoryConnection';
  edges: Array<RootQueryToProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: RootQueryToProductCategoryConnectionPageInfo;
};

export type RootQueryToProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'RootQueryToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type RootQueryToProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToProductCategoryConnectionWhereArgs = {
  cacheDomain?: InputMaybe<Scalars['String']['input']>;
  childOf?: InputMaybe<Scalars['Int']['input']>;
  childless?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionLike?: InputMaybe<Scalars['String']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  excludeTree?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  hierarchical?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  nameLike?: InputMaybe<Scalars['String']['input']>;
  objectIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  padCounts?: InputMaybe<Scalars['Boolean']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  termTaxonomId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  termTaxonomyId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  updateTermMetaCache?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RootQueryToProductConnection = Connection & ProductConnection & {
  __typename?: 'RootQueryToProductConnection';
  edges: Array<RootQueryToProductConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<Product>;
  pageInfo: RootQueryToProductConnectionPageInfo;
};

export type RootQueryToProductConnectionEdge = Edge & ProductConnectionEdge & {
  __typename?: 'RootQueryToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type RootQueryToProductConnectionPageInfo = PageInfo & ProductConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToProductConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  offsetPagination?: Maybe<OffsetPaginationPageInfo>;
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToProductConnectionWhereArgs = {
  /** @deprecated Use attributes instead. */
  attribute?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use attributes instead. */
  attributeTerm?: InputMaybe<Scalars['String']['input']>;
  attributes?: InputMaybe<ProductAttributeQueryInput>;
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  dateQuery?: InputMaybe<DateQueryInput>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  offsetPagination?: InputMaybe<OffsetPagination>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  parentNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrand?: InputMaybe<Scalars['String']['input']>;
  productBrandId?: InputMaybe<Scalars['Int']['input']>;
  productBrandIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  productBrandIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productBrandNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  shippingClassId?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  supportedTypesOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  tagIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  tagNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type RootQueryToTaxonomyConnection = Connection & TaxonomyConnection & {
  __typename?: 'RootQueryToTaxonomyConnection';
  edges: Array<RootQueryToTaxonomyConnectionEdge>;
  nodes: Array<Taxonomy>;
  pageInfo: RootQueryToTaxonomyConnectionPageInfo;
};

export type RootQueryToTaxonomyConnectionEdge = Edge & TaxonomyConnectionEdge & {
  __typename?: 'RootQueryToTaxonomyConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Taxonomy;
};

export type RootQueryToTaxonomyConnectionPageInfo = PageInfo & TaxonomyConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToTaxonomyConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'RootQueryToTermNodeConnection';
  edges: Array<RootQueryToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: RootQueryToTermNodeConnectionPageInfo;
};

export type RootQueryToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'RootQueryToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type RootQueryToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToTermNodeConnectionWhereArgs = {
  cacheDomain?: InputMaybe<Scalars['String']['input']>;
  childOf?: InputMaybe<Scalars['Int']['input']>;
  childless?: InputMaybe<Scalars['Boolean']['input']>;
  descriptionLike?: InputMaybe<Scalars['String']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  excludeTree?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  hierarchical?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  nameLike?: InputMaybe<Scalars['String']['input']>;
  objectIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  padCounts?: InputMaybe<Scalars['Boolean']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomies?: InputMaybe<Array<InputMaybe<TaxonomyEnum>>>;
  termTaxonomId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  termTaxonomyId?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  updateTermMetaCache?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SendPasswordResetEmailInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type SendPasswordResetEmailPayload = {
  __typename?: 'SendPasswordResetEmailPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
  user?: Maybe<User>;
};

/** Input of sendReactResetPasswordEmail. */
export type SendReactResetPasswordEmailInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** Result of sendReactResetPasswordEmail. */
export type SendReactResetPasswordEmailPayload = {
  __typename?: 'SendReactResetPasswordEmailPayload';
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** Text for the shopper. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the request was accepted (also for unknown addresses). */
  success: Scalars['Boolean']['output'];
};

/** Input of setPaymentMethod. */
export type SetPaymentMethodInput = {
  /** Relay mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Payment gateway id, e.g. btcpaygf_default. */
  paymentMethod: Scalars['String']['input'];
};

/** Result of setPaymentMethod. */
export type SetPaymentMethodPayload = {
  __typename?: 'SetPaymentMethodPayload';
  /** The cart with totals for the chosen method. */
  cart?: Maybe<Cart>;
  /** Relay mutation id. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** True when the method was stored. */
  success: Scalars['Boolean']['output'];
};

export type Settings = {
  __typename?: 'Settings';
  generalSettingsDateFormat?: Maybe<Scalars['String']['output']>;
  generalSettingsDescription?: Maybe<Scalars['String']['output']>;
  generalSettingsEmail?: Maybe<Scalars['String']['output']>;
  generalSettingsLanguage?: Maybe<Scalars['String']['output']>;
  generalSettingsStartOfWeek?: Maybe<Scalars['Int']['output']>;
  generalSettingsTimeFormat?: Maybe<Scalars['String']['output']>;
  generalSettingsTimezone?: Maybe<Scalars['String']['output']>;
  generalSettingsTitle?: Maybe<Scalars['String']['output']>;
  generalSettingsUrl?: Maybe<Scalars['String']['output']>;
};

export type ShippingLine = Node & {
  __typename?: 'ShippingLine';
  id: Scalars['ID']['output'];
  methodTitle?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};

export type ShippingLineConnection = {
  edges: Array<ShippingLineConnectionEdge>;
  nodes: Array<ShippingLine>;
  pageInfo: ShippingLineConnectionPageInfo;
};

export type ShippingLineConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type ShippingLineConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** An address to rate shipping for (only the fields rates depend on). */
export type ShippingMethodsAddressInput = {
  /** Town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country code. */
  country?: InputMaybe<CountriesEnum>;
  /** Postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** State or county. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A product and quantity to rate shipping for. */
export type ShippingMethodsCartItemInput = {
  /** Product database id. */
  productId: Scalars['Int']['input'];
  /** Quantity. */
  quantity: Scalars['Int']['input'];
  /** Variation database id, when the product is variable. */
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

export type ShippingPackage = {
  __typename?: 'ShippingPackage';
  packageDetails?: Maybe<Scalars['String']['output']>;
  rates?: Maybe<Array<Maybe<ShippingRate>>>;
  supportsShippingCalculator?: Maybe<Scalars['Boolean']['output']>;
};

export type ShippingRate = {
  __typename?: 'ShippingRate';
  cost?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  instanceId?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  methodId: Scalars['ID']['output'];
};


export type ShippingRateCostArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type SimpleCartItem = CartItem & Node & {
  __typename?: 'SimpleCartItem';
  id: Scalars['ID']['output'];
  key: Scalars['ID']['output'];
  product?: Maybe<CartItemToProductConnectionEdge>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<CartItemToProductVariationConnectionEdge>;
};


export type SimpleCartItemProductArgs = {
  where?: InputMaybe<CartItemToProductConnectionWhereArgs>;
};


export type SimpleCartItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type SimpleProduct = ContentNode & DatabaseIdentifier & DownloadableProduct & InventoriedProduct & MenuItemLinkable & Node & NodeWithComments & NodeWithContentEditor & NodeWithExcerpt & NodeWithFeaturedImage & NodeWithTemplate & NodeWithTitle & Previewable & Product & ProductUnion & ProductWithAttributes & ProductWithDimensions & ProductWithPricing & UniformResourceIdentifiable & {
  __typename?: 'SimpleProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  downloadExpiry?: Maybe<Scalars['Int']['output']>;
  downloadLimit?: Maybe<Scalars['Int']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  guid?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shippingClassId?: Maybe<Scalars['Int']['output']>;
  shippingRequired?: Maybe<Scalars['Boolean']['output']>;
  shippingTaxable?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type SimpleProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type SimpleProductContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToMediaItemConnectionWhereArgs>;
};


export type SimpleProductGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SimpleProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type SimpleProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductUnionConnectionWhereArgs>;
};


export type SimpleProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToCommentConnectionWhereArgs>;
};


export type SimpleProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type SimpleProductTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type SimpleProductVariation = ContentNode & DatabaseIdentifier & DownloadableProduct & InventoriedProduct & Node & NodeWithFeaturedImage & NodeWithTemplate & Previewable & ProductUnion & ProductVariation & ProductWithDimensions & ProductWithPricing & UniformResourceIdentifiable & {
  __typename?: 'SimpleProductVariation';
  attributes?: Maybe<ProductVariationToVariationAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  downloadExpiry?: Maybe<Scalars['Int']['output']>;
  downloadLimit?: Maybe<Scalars['Int']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  guid?: Maybe<Scalars['String']['output']>;
  hasAttributes?: Maybe<Scalars['Boolean']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shippingClassId?: Maybe<Scalars['Int']['output']>;
  shippingRequired?: Maybe<Scalars['Boolean']['output']>;
  shippingTaxable?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type SimpleProductVariationAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductVariationDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductVariationMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SimpleProductVariationPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

/** A request for one e-mail when a product (or one of its variations) is back in stock. */
export type StockNotification = {
  __typename?: 'StockNotification';
  /** Integer id of the request. */
  databaseId: Scalars['Int']['output'];
  /** When the request was made (ISO 8601). */
  date: Scalars['String']['output'];
  /** When it was last changed: confirmed, sent or cancelled (ISO 8601). */
  dateModified: Scalars['String']['output'];
  /** The address the e-mail goes to. */
  email: Scalars['String']['output'];
  /** Global id of the request. */
  id: Scalars['ID']['output'];
  /** Database id of the product. */
  productId: Scalars['Int']['output'];
  /** Name of the product, or of the variation when one was chosen. */
  productName: Scalars['String']['output'];
  /** Slug of the product, for a link to its page. */
  productSlug: Scalars['String']['output'];
  /** Where the request stands. */
  status: StockNotificationStatusEnum;
  /** Database id of the chosen variation, or null for a simple product. */
  variationId?: Maybe<Scalars['Int']['output']>;
};

/** Where a back-in-stock request stands. */
export type StockNotificationStatusEnum =
  /** Confirmed; one e-mail goes out when the item is back in stock. */
  | 'ACTIVE'
  /** Cancelled by the customer or through the unsubscribe link. */
  | 'CANCELLED'
  /** The back-in-stock e-mail was sent. */
  | 'SENT'
  /** Asked by a guest; waits for the address to confirm through the e-mailed link. */
  | 'UNCONFIRMED';

export type StockStatusEnum =
  | 'IN_STOCK'
  | 'ON_BACKORDER'
  | 'OUT_OF_STOCK';

export type TaxClassEnum =
  | 'INHERIT_CART'
  | 'REDUCED_RATE'
  | 'STANDARD'
  | 'ZERO_RATE';

export type Taxonomy = Node & {
  __typename?: 'Taxonomy';
  connectedTerms?: Maybe<TaxonomyToTermNodeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  graphqlPluralName?: Maybe<Scalars['String']['output']>;
  graphqlSingleName?: Maybe<Scalars['String']['output']>;
  hierarchical?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  public?: Maybe<Scalars['Boolean']['output']>;
  restBase?: Maybe<Scalars['String']['output']>;
  showInGraphql?: Maybe<Scalars['Boolean']['output']>;
};


export type TaxonomyConnectedTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type TaxonomyConnection = {
  edges: Array<TaxonomyConnectionEdge>;
  nodes: Array<Taxonomy>;
  pageInfo: TaxonomyConnectionPageInfo;
};

export type TaxonomyConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type TaxonomyConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type TaxonomyEnum =
  | 'CATEGORY'
  | 'POSTFORMAT'
  | 'PRODUCTBRAND'
  | 'PRODUCTCATEGORY'
  | 'PRODUCTTAG'
  | 'PRODUCTTYPE'
  | 'SHIPPINGCLASS'
  | 'TAG'
  | 'VISIBLEPRODUCT';

export type TaxonomyIdTypeEnum =
  | 'ID'
  | 'NAME';

export type TaxonomyOperatorEnum =
  | 'AND'
  | 'EXISTS'
  | 'IN'
  | 'NOT_EXISTS'
  | 'NOT_IN';

export type TaxonomyToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'TaxonomyToTermNodeConnection';
  edges: Array<TaxonomyToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: TaxonomyToTermNodeConnectionPageInfo;
};

export type TaxonomyToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'TaxonomyToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type TaxonomyToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'TaxonomyToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type TermNode = {
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  termGroupId?: Maybe<Scalars['Int']['output']>;
  termTaxonomyId?: Maybe<Scalars['Int']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type TermNodeConnection = {
  edges: Array<TermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: TermNodeConnectionPageInfo;
};

export type TermNodeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type TermNodeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type TermObjectsConnectionOrderbyEnum =
  | 'COUNT'
  | 'DESCRIPTION'
  | 'NAME'
  | 'SLUG'
  | 'TERM_GROUP'
  | 'TERM_ID'
  | 'TERM_ORDER';

export type UniformResourceIdentifiable = {
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isTermNode: Scalars['Boolean']['output'];
  uri?: Maybe<Scalars['String']['output']>;
};

export type UpdateCustomerInput = {
  aim?: InputMaybe<Scalars['String']['input']>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isSession?: InputMaybe<Scalars['Boolean']['input']>;
  jabber?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  metaData?: InputMaybe<Array<InputMaybe<MetaDataInput>>>;
  nicename?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  registered?: InputMaybe<Scalars['String']['input']>;
  richEditing?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  yim?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCustomerPayload = {
  __typename?: 'UpdateCustomerPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
};

export type UpdateItemQuantitiesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<InputMaybe<CartItemQuantityInput>>>;
};

export type UpdateItemQuantitiesPayload = {
  __typename?: 'UpdateItemQuantitiesPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<CartItem>>>;
  removed?: Maybe<Array<Maybe<CartItem>>>;
  updated?: Maybe<Array<Maybe<CartItem>>>;
};

export type UpdateShippingMethodInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  shippingMethods?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type UpdateShippingMethodPayload = {
  __typename?: 'UpdateShippingMethodPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateUserInput = {
  aim?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  jabber?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  nicename?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  registered?: InputMaybe<Scalars['String']['input']>;
  richEditing?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  yim?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type User = Commenter & DatabaseIdentifier & Node & UniformResourceIdentifiable & {
  __typename?: 'User';
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isJwtAuthSecretRevoked: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  jwtAuthExpiration?: Maybe<Scalars['String']['output']>;
  jwtAuthToken?: Maybe<Scalars['String']['output']>;
  jwtRefreshToken?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nicename?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['Int']['output']>;
  username?: Maybe<Scalars['String']['output']>;
  wooSessionToken?: Maybe<Scalars['String']['output']>;
};


export type UserAvatarArgs = {
  forceDefault?: InputMaybe<Scalars['Boolean']['input']>;
  rating?: InputMaybe<AvatarRatingEnum>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type UserConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type VariableProduct = ContentNode & DatabaseIdentifier & InventoriedProduct & MenuItemLinkable & Node & NodeWithComments & NodeWithContentEditor & NodeWithExcerpt & NodeWithFeaturedImage & NodeWithTemplate & NodeWithTitle & Previewable & Product & ProductUnion & ProductWithAttributes & ProductWithDimensions & ProductWithPricing & ProductWithVariations & UniformResourceIdentifiable & {
  __typename?: 'VariableProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  commentCount?: Maybe<Scalars['Int']['output']>;
  commentStatus?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  contentTypeName: Scalars['String']['output'];
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  dateGmt?: Maybe<Scalars['String']['output']>;
  dateOnSaleFrom?: Maybe<Scalars['String']['output']>;
  dateOnSaleTo?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  desiredSlug?: Maybe<Scalars['String']['output']>;
  enclosure?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  featuredImageDatabaseId?: Maybe<Scalars['Int']['output']>;
  featuredImageId?: Maybe<Scalars['ID']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  globalAttributes?: Maybe<ProductWithAttributesToGlobalProductAttributeConnection>;
  guid?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  isComment: Scalars['Boolean']['output'];
  isContentNode: Scalars['Boolean']['output'];
  isFrontPage: Scalars['Boolean']['output'];
  isPostsPage: Scalars['Boolean']['output'];
  isPreview?: Maybe<Scalars['Boolean']['output']>;
  isRestricted?: Maybe<Scalars['Boolean']['output']>;
  isTermNode: Scalars['Boolean']['output'];
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  localAttributes?: Maybe<ProductWithAttributesToLocalProductAttributeConnection>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  modifiedGmt?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  previewRevisionDatabaseId?: Maybe<Scalars['Int']['output']>;
  previewRevisionId?: Maybe<Scalars['ID']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shippingClassId?: Maybe<Scalars['Int']['output']>;
  shippingRequired?: Maybe<Scalars['Boolean']['output']>;
  shippingTaxable?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  uri?: Maybe<Scalars['String']['output']>;
  variations?: Maybe<ProductWithVariationsToProductVariationConnection>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type VariableProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithAttributesToProductAttributeConnectionWhereArgs>;
};


export type VariableProductContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToMediaItemConnectionWhereArgs>;
};


export type VariableProductGlobalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductLocalAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type VariableProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type VariableProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductUnionConnectionWhereArgs>;
};


export type VariableProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToCommentConnectionWhereArgs>;
};


export type VariableProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type VariableProductTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductVariationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductWithVariationsToProductVariationConnectionWhereArgs>;
};

export type VariationAttribute = Attribute & Node & {
  __typename?: 'VariationAttribute';
  attributeId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type VariationAttributeConnection = {
  edges: Array<VariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: VariationAttributeConnectionPageInfo;
};

export type VariationAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
};

export type VariationAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type WpPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type WriteReviewInput = {
  approved?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<Scalars['String']['input']>;
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  authorUrl?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  commentOn?: InputMaybe<Scalars['Int']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  parent?: InputMaybe<Scalars['ID']['input']>;
  rating: Scalars['Int']['input'];
  status?: InputMaybe<CommentStatusEnum>;
};

export type WriteReviewPayload = {
  __typename?: 'WriteReviewPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  review?: Maybe<Comment>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Attribute: ( VariationAttribute );
  CartItem: ( CartItemModel );
  CartItemConnection: ( Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CartToCartItemConnectionEdge']>, nodes: Array<_RefType['CartItem']> } );
  CartItemConnectionEdge: ( Omit<CartToCartItemConnectionEdge, 'node'> & { node: _RefType['CartItem'] } );
  CartItemConnectionPageInfo: ( CartToCartItemConnectionPageInfo );
  CommentConnection:
    | ( Omit<CommentToCommentConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CommentToCommentConnectionEdge']>, nodes: Array<_RefType['Comment']> } )
    | ( Omit<ProductToCommentConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToCommentConnectionEdge']>, nodes: Array<_RefType['Comment']> } )
  ;
  CommentConnectionEdge:
    | ( Omit<CommentToCommentConnectionEdge, 'node'> & { node: _RefType['Comment'] } )
    | ( Omit<ProductToCommentConnectionEdge, 'node'> & { node: _RefType['Comment'] } )
  ;
  CommentConnectionPageInfo:
    | ( CommentToCommentConnectionPageInfo )
    | ( ProductToCommentConnectionPageInfo )
  ;
  Commenter:
    | ( ReviewModel )
    | ( UserModel )
  ;
  CommenterConnectionEdge: ( Omit<CommentToCommenterConnectionEdge, 'node'> & { node: _RefType['Commenter'] } );
  Connection:
    | ( Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CartToCartItemConnectionEdge']>, nodes: Array<_RefType['CartItem']> } )
    | ( Omit<CommentToCommentConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CommentToCommentConnectionEdge']>, nodes: Array<_RefType['Comment']> } )
    | ( Omit<CustomerToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CustomerToDownloadableItemConnectionEdge']>, nodes: Array<_RefType['DownloadableItem']> } )
    | ( Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CustomerToOrderConnectionEdge']>, nodes: Array<_RefType['Order']> } )
    | ( Omit<GlobalProductAttributeToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['GlobalProductAttributeToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( Omit<GroupProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['GroupProductToProductUnionConnectionEdge']>, nodes: Array<_RefType['ProductUnion']> } )
    | ( OrderToCouponLineConnection )
    | ( Omit<OrderToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['OrderToDownloadableItemConnectionEdge']>, nodes: Array<_RefType['DownloadableItem']> } )
    | ( OrderToFeeLineConnection )
    | ( Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['OrderToLineItemConnectionEdge']>, nodes: Array<_RefType['LineItem']> } )
    | ( OrderToShippingLineConnection )
    | ( Omit<ProductCategoryToProductConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductCategoryToProductConnectionEdge']>, nodes: Array<_RefType['Product']> } )
    | ( Omit<ProductToCommentConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToCommentConnectionEdge']>, nodes: Array<_RefType['Comment']> } )
    | ( Omit<ProductToMediaItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToMediaItemConnectionEdge']>, nodes: Array<_RefType['MediaItem']> } )
    | ( Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToProductCategoryConnectionEdge']>, nodes: Array<_RefType['ProductCategory']> } )
    | ( Omit<ProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToProductUnionConnectionEdge']>, nodes: Array<_RefType['ProductUnion']> } )
    | ( Omit<ProductToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( ProductVariationToVariationAttributeConnection )
    | ( Omit<ProductWithAttributesToGlobalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToGlobalProductAttributeConnectionEdge']>, nodes: Array<_RefType['GlobalProductAttribute']> } )
    | ( Omit<ProductWithAttributesToLocalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToLocalProductAttributeConnectionEdge']>, nodes: Array<_RefType['LocalProductAttribute']> } )
    | ( Omit<ProductWithAttributesToProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToProductAttributeConnectionEdge']>, nodes: Array<_RefType['ProductAttribute']> } )
    | ( ProductWithAttributesToVariationAttributeConnection )
    | ( Omit<ProductWithVariationsToProductVariationConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithVariationsToProductVariationConnectionEdge']>, nodes: Array<_RefType['ProductVariation']> } )
    | ( Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToOrderConnectionEdge']>, nodes: Array<_RefType['Order']> } )
    | ( RootQueryToPaymentGatewayConnection )
    | ( Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToPostConnectionEdge']>, nodes: Array<_RefType['Post']> } )
    | ( Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToProductCategoryConnectionEdge']>, nodes: Array<_RefType['ProductCategory']> } )
    | ( Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToProductConnectionEdge']>, nodes: Array<_RefType['Product']> } )
    | ( Omit<RootQueryToTaxonomyConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToTaxonomyConnectionEdge']>, nodes: Array<_RefType['Taxonomy']> } )
    | ( Omit<RootQueryToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( Omit<TaxonomyToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['TaxonomyToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
  ;
  ContentNode:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  CouponLineConnection: ( OrderToCouponLineConnection );
  CouponLineConnectionEdge: ( OrderToCouponLineConnectionEdge );
  CouponLineConnectionPageInfo: ( OrderToCouponLineConnectionPageInfo );
  DatabaseIdentifier:
    | ( ReviewModel )
    | ( ReviewModel )
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( AttributeTermModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductCategoryModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( UserModel )
    | ( ProductModel )
  ;
  DownloadableItemConnection:
    | ( Omit<CustomerToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CustomerToDownloadableItemConnectionEdge']>, nodes: Array<_RefType['DownloadableItem']> } )
    | ( Omit<OrderToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['OrderToDownloadableItemConnectionEdge']>, nodes: Array<_RefType['DownloadableItem']> } )
  ;
  DownloadableItemConnectionEdge:
    | ( Omit<CustomerToDownloadableItemConnectionEdge, 'node'> & { node: _RefType['DownloadableItem'] } )
    | ( Omit<OrderToDownloadableItemConnectionEdge, 'node'> & { node: _RefType['DownloadableItem'] } )
  ;
  DownloadableItemConnectionPageInfo:
    | ( CustomerToDownloadableItemConnectionPageInfo )
    | ( OrderToDownloadableItemConnectionPageInfo )
  ;
  DownloadableProduct:
    | ( ProductModel )
    | ( ProductVariationModel )
  ;
  Edge:
    | ( Omit<CartItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<CartToCartItemConnectionEdge, 'node'> & { node: _RefType['CartItem'] } )
    | ( Omit<CommentToCommentConnectionEdge, 'node'> & { node: _RefType['Comment'] } )
    | ( Omit<CommentToCommenterConnectionEdge, 'node'> & { node: _RefType['Commenter'] } )
    | ( Omit<CustomerToDownloadableItemConnectionEdge, 'node'> & { node: _RefType['DownloadableItem'] } )
    | ( Omit<CustomerToOrderConnectionEdge, 'node'> & { node: _RefType['Order'] } )
    | ( Omit<GlobalProductAttributeToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( Omit<GroupProductToProductUnionConnectionEdge, 'node'> & { node: _RefType['ProductUnion'] } )
    | ( Omit<LineItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<LineItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node: _RefType['User'] } )
    | ( Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node: _RefType['MediaItem'] } )
    | ( OrderToCouponLineConnectionEdge )
    | ( Omit<OrderToDownloadableItemConnectionEdge, 'node'> & { node: _RefType['DownloadableItem'] } )
    | ( OrderToFeeLineConnectionEdge )
    | ( Omit<OrderToLineItemConnectionEdge, 'node'> & { node: _RefType['LineItem'] } )
    | ( OrderToShippingLineConnectionEdge )
    | ( Omit<ProductCategoryToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<ProductToCommentConnectionEdge, 'node'> & { node: _RefType['Comment'] } )
    | ( Omit<ProductToMediaItemConnectionEdge, 'node'> & { node: _RefType['MediaItem'] } )
    | ( Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node: _RefType['ProductCategory'] } )
    | ( Omit<ProductToProductUnionConnectionEdge, 'node'> & { node: _RefType['ProductUnion'] } )
    | ( Omit<ProductToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( ProductVariationToVariationAttributeConnectionEdge )
    | ( Omit<ProductWithAttributesToGlobalProductAttributeConnectionEdge, 'node'> & { node: _RefType['GlobalProductAttribute'] } )
    | ( Omit<ProductWithAttributesToLocalProductAttributeConnectionEdge, 'node'> & { node: _RefType['LocalProductAttribute'] } )
    | ( Omit<ProductWithAttributesToProductAttributeConnectionEdge, 'node'> & { node: _RefType['ProductAttribute'] } )
    | ( ProductWithAttributesToVariationAttributeConnectionEdge )
    | ( Omit<ProductWithVariationsToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<RootQueryToOrderConnectionEdge, 'node'> & { node: _RefType['Order'] } )
    | ( RootQueryToPaymentGatewayConnectionEdge )
    | ( Omit<RootQueryToPostConnectionEdge, 'node'> & { node: _RefType['Post'] } )
    | ( Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node: _RefType['ProductCategory'] } )
    | ( Omit<RootQueryToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<RootQueryToTaxonomyConnectionEdge, 'node'> & { node: _RefType['Taxonomy'] } )
    | ( Omit<RootQueryToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( Omit<TaxonomyToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
  ;
  FeeLineConnection: ( OrderToFeeLineConnection );
  FeeLineConnectionEdge: ( OrderToFeeLineConnectionEdge );
  FeeLineConnectionPageInfo: ( OrderToFeeLineConnectionPageInfo );
  GlobalProductAttributeConnection: ( Omit<ProductWithAttributesToGlobalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToGlobalProductAttributeConnectionEdge']>, nodes: Array<_RefType['GlobalProductAttribute']> } );
  GlobalProductAttributeConnectionEdge: ( Omit<ProductWithAttributesToGlobalProductAttributeConnectionEdge, 'node'> & { node: _RefType['GlobalProductAttribute'] } );
  GlobalProductAttributeConnectionPageInfo: ( ProductWithAttributesToGlobalProductAttributeConnectionPageInfo );
  HierarchicalContentNode:
    | ( MediaItemModel )
    | ( PageModel )
  ;
  HierarchicalNode:
    | ( MediaItemModel )
    | ( PageModel )
    | ( ProductCategoryModel )
  ;
  HierarchicalTermNode: ( ProductCategoryModel );
  InventoriedProduct:
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  LineItemConnection: ( Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['OrderToLineItemConnectionEdge']>, nodes: Array<_RefType['LineItem']> } );
  LineItemConnectionEdge: ( Omit<OrderToLineItemConnectionEdge, 'node'> & { node: _RefType['LineItem'] } );
  LineItemConnectionPageInfo: ( OrderToLineItemConnectionPageInfo );
  LocalProductAttributeConnection: ( Omit<ProductWithAttributesToLocalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToLocalProductAttributeConnectionEdge']>, nodes: Array<_RefType['LocalProductAttribute']> } );
  LocalProductAttributeConnectionEdge: ( Omit<ProductWithAttributesToLocalProductAttributeConnectionEdge, 'node'> & { node: _RefType['LocalProductAttribute'] } );
  LocalProductAttributeConnectionPageInfo: ( ProductWithAttributesToLocalProductAttributeConnectionPageInfo );
  LoginClientOptions: never;
  LoginOptions: never;
  MediaItemConnection: ( Omit<ProductToMediaItemConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToMediaItemConnectionEdge']>, nodes: Array<_RefType['MediaItem']> } );
  MediaItemConnectionEdge:
    | ( Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node: _RefType['MediaItem'] } )
    | ( Omit<ProductToMediaItemConnectionEdge, 'node'> & { node: _RefType['MediaItem'] } )
  ;
  MediaItemConnectionPageInfo: ( ProductToMediaItemConnectionPageInfo );
  MenuItemLinkable:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( PageModel )
    | ( PostModel )
    | ( ProductCategoryModel )
    | ( ProductModel )
    | ( ProductModel )
  ;
  Node:
    | ( CoaModel )
    | ( CoaCategoryModel )
    | ( ReviewModel )
    | ( ReviewModel )
    | ( CouponLine )
    | ( CustomerModel )
    | ( Omit<DownloadableItem, 'download' | 'product'> & { download?: Maybe<_RefType['ProductDownload']>, product?: Maybe<_RefType['ProductUnion']> } )
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( FeeLine )
    | ( GeneralSettings )
    | ( ProductAttributeModel )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( LineItemModel )
    | ( ProductAttributeModel )
    | ( MediaItemModel )
    | ( OrderModel )
    | ( AttributeTermModel )
    | ( PageModel )
    | ( PaymentGateway )
    | ( PostModel )
    | ( ProductCategoryModel )
    | ( ShippingLine )
    | ( CartItemModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( TaxonomyModel )
    | ( UserModel )
    | ( ProductModel )
    | ( VariationAttribute )
  ;
  NodeWithAuthor:
    | ( MediaItemModel )
    | ( PageModel )
    | ( PostModel )
  ;
  NodeWithComments:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( OrderModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductModel )
  ;
  NodeWithContentEditor:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductModel )
  ;
  NodeWithExcerpt:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductModel )
  ;
  NodeWithFeaturedImage:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  NodeWithPageAttributes: ( PageModel );
  NodeWithRevisions:
    | ( PageModel )
    | ( PostModel )
  ;
  NodeWithTemplate:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  NodeWithTitle:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductModel )
  ;
  NodeWithTrackbacks: ( PostModel );
  OneToOneConnection:
    | ( Omit<CartItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<CommentToCommenterConnectionEdge, 'node'> & { node: _RefType['Commenter'] } )
    | ( Omit<LineItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<LineItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node: _RefType['User'] } )
    | ( Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node: _RefType['MediaItem'] } )
  ;
  OrderConnection:
    | ( Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['CustomerToOrderConnectionEdge']>, nodes: Array<_RefType['Order']> } )
    | ( Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToOrderConnectionEdge']>, nodes: Array<_RefType['Order']> } )
  ;
  OrderConnectionEdge:
    | ( Omit<CustomerToOrderConnectionEdge, 'node'> & { node: _RefType['Order'] } )
    | ( Omit<RootQueryToOrderConnectionEdge, 'node'> & { node: _RefType['Order'] } )
  ;
  OrderConnectionPageInfo:
    | ( CustomerToOrderConnectionPageInfo )
    | ( RootQueryToOrderConnectionPageInfo )
  ;
  PageInfo:
    | ( CartToCartItemConnectionPageInfo )
    | ( CommentToCommentConnectionPageInfo )
    | ( CustomerToDownloadableItemConnectionPageInfo )
    | ( CustomerToOrderConnectionPageInfo )
    | ( GlobalProductAttributeToTermNodeConnectionPageInfo )
    | ( GroupProductToProductUnionConnectionPageInfo )
    | ( OrderToCouponLineConnectionPageInfo )
    | ( OrderToDownloadableItemConnectionPageInfo )
    | ( OrderToFeeLineConnectionPageInfo )
    | ( OrderToLineItemConnectionPageInfo )
    | ( OrderToShippingLineConnectionPageInfo )
    | ( ProductCategoryToProductConnectionPageInfo )
    | ( ProductToCommentConnectionPageInfo )
    | ( ProductToMediaItemConnectionPageInfo )
    | ( ProductToProductCategoryConnectionPageInfo )
    | ( ProductToProductUnionConnectionPageInfo )
    | ( ProductToTermNodeConnectionPageInfo )
    | ( ProductVariationToVariationAttributeConnectionPageInfo )
    | ( ProductWithAttributesToGlobalProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToLocalProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToVariationAttributeConnectionPageInfo )
    | ( ProductWithVariationsToProductVariationConnectionPageInfo )
    | ( RootQueryToOrderConnectionPageInfo )
    | ( RootQueryToPaymentGatewayConnectionPageInfo )
    | ( RootQueryToPostConnectionPageInfo )
    | ( RootQueryToProductCategoryConnectionPageInfo )
    | ( RootQueryToProductConnectionPageInfo )
    | ( RootQueryToTaxonomyConnectionPageInfo )
    | ( RootQueryToTermNodeConnectionPageInfo )
    | ( TaxonomyToTermNodeConnectionPageInfo )
  ;
  PaymentGatewayConnection: ( RootQueryToPaymentGatewayConnection );
  PaymentGatewayConnectionEdge: ( RootQueryToPaymentGatewayConnectionEdge );
  PaymentGatewayConnectionPageInfo: ( RootQueryToPaymentGatewayConnectionPageInfo );
  PostConnection: ( Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToPostConnectionEdge']>, nodes: Array<_RefType['Post']> } );
  PostConnectionEdge: ( Omit<RootQueryToPostConnectionEdge, 'node'> & { node: _RefType['Post'] } );
  PostConnectionPageInfo: ( RootQueryToPostConnectionPageInfo );
  Previewable:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( PageModel )
    | ( PostModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  Product:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( ProductModel )
    | ( ProductModel )
  ;
  ProductAttribute:
    | ( ProductAttributeModel )
    | ( ProductAttributeModel )
  ;
  ProductAttributeConnection: ( Omit<ProductWithAttributesToProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithAttributesToProductAttributeConnectionEdge']>, nodes: Array<_RefType['ProductAttribute']> } );
  ProductAttributeConnectionEdge: ( Omit<ProductWithAttributesToProductAttributeConnectionEdge, 'node'> & { node: _RefType['ProductAttribute'] } );
  ProductAttributeConnectionPageInfo: ( ProductWithAttributesToProductAttributeConnectionPageInfo );
  ProductCategoryConnection:
    | ( Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToProductCategoryConnectionEdge']>, nodes: Array<_RefType['ProductCategory']> } )
    | ( Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToProductCategoryConnectionEdge']>, nodes: Array<_RefType['ProductCategory']> } )
  ;
  ProductCategoryConnectionEdge:
    | ( Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node: _RefType['ProductCategory'] } )
    | ( Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node: _RefType['ProductCategory'] } )
  ;
  ProductCategoryConnectionPageInfo:
    | ( ProductToProductCategoryConnectionPageInfo )
    | ( RootQueryToProductCategoryConnectionPageInfo )
  ;
  ProductConnection:
    | ( Omit<ProductCategoryToProductConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductCategoryToProductConnectionEdge']>, nodes: Array<_RefType['Product']> } )
    | ( Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToProductConnectionEdge']>, nodes: Array<_RefType['Product']> } )
  ;
  ProductConnectionEdge:
    | ( Omit<CartItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<LineItemToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<ProductCategoryToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
    | ( Omit<RootQueryToProductConnectionEdge, 'node'> & { node: _RefType['Product'] } )
  ;
  ProductConnectionPageInfo:
    | ( ProductCategoryToProductConnectionPageInfo )
    | ( RootQueryToProductConnectionPageInfo )
  ;
  ProductUnion:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  ProductUnionConnection:
    | ( Omit<GroupProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['GroupProductToProductUnionConnectionEdge']>, nodes: Array<_RefType['ProductUnion']> } )
    | ( Omit<ProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToProductUnionConnectionEdge']>, nodes: Array<_RefType['ProductUnion']> } )
  ;
  ProductUnionConnectionEdge:
    | ( Omit<GroupProductToProductUnionConnectionEdge, 'node'> & { node: _RefType['ProductUnion'] } )
    | ( Omit<ProductToProductUnionConnectionEdge, 'node'> & { node: _RefType['ProductUnion'] } )
  ;
  ProductUnionConnectionPageInfo:
    | ( GroupProductToProductUnionConnectionPageInfo )
    | ( ProductToProductUnionConnectionPageInfo )
  ;
  ProductVariation: ( ProductVariationModel );
  ProductVariationConnection: ( Omit<ProductWithVariationsToProductVariationConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductWithVariationsToProductVariationConnectionEdge']>, nodes: Array<_RefType['ProductVariation']> } );
  ProductVariationConnectionEdge:
    | ( Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<LineItemToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
    | ( Omit<ProductWithVariationsToProductVariationConnectionEdge, 'node'> & { node: _RefType['ProductVariation'] } )
  ;
  ProductVariationConnectionPageInfo: ( ProductWithVariationsToProductVariationConnectionPageInfo );
  ProductWithAttributes:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( ProductModel )
    | ( ProductModel )
  ;
  ProductWithDimensions:
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  ProductWithPricing:
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( ProductModel )
  ;
  ProductWithVariations: ( ProductModel );
  ShippingLineConnection: ( OrderToShippingLineConnection );
  ShippingLineConnectionEdge: ( OrderToShippingLineConnectionEdge );
  ShippingLineConnectionPageInfo: ( OrderToShippingLineConnectionPageInfo );
  TaxonomyConnection: ( Omit<RootQueryToTaxonomyConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToTaxonomyConnectionEdge']>, nodes: Array<_RefType['Taxonomy']> } );
  TaxonomyConnectionEdge: ( Omit<RootQueryToTaxonomyConnectionEdge, 'node'> & { node: _RefType['Taxonomy'] } );
  TaxonomyConnectionPageInfo: ( RootQueryToTaxonomyConnectionPageInfo );
  TermNode:
    | ( AttributeTermModel )
    | ( ProductCategoryModel )
  ;
  TermNodeConnection:
    | ( Omit<GlobalProductAttributeToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['GlobalProductAttributeToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( Omit<ProductToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['ProductToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( Omit<RootQueryToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['RootQueryToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
    | ( Omit<TaxonomyToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<_RefType['TaxonomyToTermNodeConnectionEdge']>, nodes: Array<_RefType['TermNode']> } )
  ;
  TermNodeConnectionEdge:
    | ( Omit<GlobalProductAttributeToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( Omit<ProductToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( Omit<RootQueryToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
    | ( Omit<TaxonomyToTermNodeConnectionEdge, 'node'> & { node: _RefType['TermNode'] } )
  ;
  TermNodeConnectionPageInfo:
    | ( GlobalProductAttributeToTermNodeConnectionPageInfo )
    | ( ProductToTermNodeConnectionPageInfo )
    | ( RootQueryToTermNodeConnectionPageInfo )
    | ( TaxonomyToTermNodeConnectionPageInfo )
  ;
  UniformResourceIdentifiable:
    | ( ReviewModel )
    | ( Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<_RefType['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<_RefType['ProductToMediaItemConnection']>, globalAttributes?: Maybe<_RefType['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<_RefType['MediaItem']>, localAttributes?: Maybe<_RefType['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<_RefType['ProductToProductCategoryConnection']>, products?: Maybe<_RefType['GroupProductToProductUnionConnection']>, related?: Maybe<_RefType['ProductToProductUnionConnection']>, reviews?: Maybe<_RefType['ProductToCommentConnection']>, terms?: Maybe<_RefType['ProductToTermNodeConnection']> } )
    | ( MediaItemModel )
    | ( AttributeTermModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductCategoryModel )
    | ( ProductModel )
    | ( ProductVariationModel )
    | ( UserModel )
    | ( ProductModel )
  ;
  UserConnectionEdge: ( Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node: _RefType['User'] } );
  VariationAttributeConnection:
    | ( ProductVariationToVariationAttributeConnection )
    | ( ProductWithAttributesToVariationAttributeConnection )
  ;
  VariationAttributeConnectionEdge:
    | ( ProductVariationToVariationAttributeConnectionEdge )
    | ( ProductWithAttributesToVariationAttributeConnectionEdge )
  ;
  VariationAttributeConnectionPageInfo:
    | ( ProductVariationToVariationAttributeConnectionPageInfo )
    | ( ProductWithAttributesToVariationAttributeConnectionPageInfo )
  ;
  WPPageInfo:
    | ( CartToCartItemConnectionPageInfo )
    | ( CommentToCommentConnectionPageInfo )
    | ( CustomerToDownloadableItemConnectionPageInfo )
    | ( CustomerToOrderConnectionPageInfo )
    | ( GlobalProductAttributeToTermNodeConnectionPageInfo )
    | ( GroupProductToProductUnionConnectionPageInfo )
    | ( OrderToCouponLineConnectionPageInfo )
    | ( OrderToDownloadableItemConnectionPageInfo )
    | ( OrderToFeeLineConnectionPageInfo )
    | ( OrderToLineItemConnectionPageInfo )
    | ( OrderToShippingLineConnectionPageInfo )
    | ( ProductCategoryToProductConnectionPageInfo )
    | ( ProductToCommentConnectionPageInfo )
    | ( ProductToMediaItemConnectionPageInfo )
    | ( ProductToProductCategoryConnectionPageInfo )
    | ( ProductToProductUnionConnectionPageInfo )
    | ( ProductToTermNodeConnectionPageInfo )
    | ( ProductVariationToVariationAttributeConnectionPageInfo )
    | ( ProductWithAttributesToGlobalProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToLocalProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToProductAttributeConnectionPageInfo )
    | ( ProductWithAttributesToVariationAttributeConnectionPageInfo )
    | ( ProductWithVariationsToProductVariationConnectionPageInfo )
    | ( RootQueryToOrderConnectionPageInfo )
    | ( RootQueryToPaymentGatewayConnectionPageInfo )
    | ( RootQueryToPostConnectionPageInfo )
    | ( RootQueryToProductCategoryConnectionPageInfo )
    | ( RootQueryToProductConnectionPageInfo )
    | ( RootQueryToTaxonomyConnectionPageInfo )
    | ( RootQueryToTermNodeConnectionPageInfo )
    | ( TaxonomyToTermNodeConnectionPageInfo )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddToCartInput: AddToCartInput;
  AddToCartPayload: ResolverTypeWrapper<Omit<AddToCartPayload, 'cart' | 'cartItem'> & { cart?: Maybe<ResolversTypes['Cart']>, cartItem?: Maybe<ResolversTypes['CartItem']> }>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCouponModel>;
  ApplyCouponInput: ApplyCouponInput;
  ApplyCouponPayload: ResolverTypeWrapper<Omit<ApplyCouponPayload, 'applied' | 'cart'> & { applied?: Maybe<ResolversTypes['AppliedCoupon']>, cart?: Maybe<ResolversTypes['Cart']> }>;
  Attribute: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Attribute']>;
  AttributeOperatorEnum: AttributeOperatorEnum;
  Avatar: ResolverTypeWrapper<Avatar>;
  AvatarRatingEnum: AvatarRatingEnum;
  BackordersEnum: BackordersEnum;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelStockNotificationInput: CancelStockNotificationInput;
  CancelStockNotificationPayload: ResolverTypeWrapper<CancelStockNotificationPayload>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartFee: ResolverTypeWrapper<CartFee>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemConnection']>;
  CartItemConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemConnectionEdge']>;
  CartItemConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemConnectionPageInfo']>;
  CartItemQuantityInput: CartItemQuantityInput;
  CartItemToProductConnectionEdge: ResolverTypeWrapper<Omit<CartItemToProductConnectionEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  CartItemToProductConnectionWhereArgs: CartItemToProductConnectionWhereArgs;
  CartItemToProductVariationConnectionEdge: ResolverTypeWrapper<Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node: ResolversTypes['ProductVariation'] }>;
  CartToCartItemConnection: ResolverTypeWrapper<Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CartToCartItemConnectionEdge']>, nodes: Array<ResolversTypes['CartItem']> }>;
  CartToCartItemConnectionEdge: ResolverTypeWrapper<Omit<CartToCartItemConnectionEdge, 'node'> & { node: ResolversTypes['CartItem'] }>;
  CartToCartItemConnectionPageInfo: ResolverTypeWrapper<CartToCartItemConnectionPageInfo>;
  CartToCartItemConnectionWhereArgs: CartToCartItemConnectionWhereArgs;
  CatalogVisibilityEnum: CatalogVisibilityEnum;
  ChangeAccountCredentialsInput: ChangeAccountCredentialsInput;
  ChangeAccountCredentialsPayload: ResolverTypeWrapper<Omit<ChangeAccountCredentialsPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: ResolverTypeWrapper<Omit<CheckoutPayload, 'customer' | 'order'> & { customer?: Maybe<ResolversTypes['Customer']>, order?: Maybe<ResolversTypes['Order']> }>;
  Coa: ResolverTypeWrapper<CoaModel>;
  CoaCategory: ResolverTypeWrapper<CoaCategoryModel>;
  CoaFields: ResolverTypeWrapper<CoaFields>;
  CoaToCoaCategoryConnection: ResolverTypeWrapper<Omit<CoaToCoaCategoryConnection, 'nodes'> & { nodes?: Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>> }>;
  Comment: ResolverTypeWrapper<ReviewModel>;
  CommentAuthor: ResolverTypeWrapper<ReviewModel>;
  CommentConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CommentConnection']>;
  CommentConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CommentConnectionEdge']>;
  CommentConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CommentConnectionPageInfo']>;
  CommentStatusEnum: CommentStatusEnum;
  CommentToCommentConnection: ResolverTypeWrapper<Omit<CommentToCommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CommentToCommentConnectionEdge']>, nodes: Array<ResolversTypes['Comment']> }>;
  CommentToCommentConnectionEdge: ResolverTypeWrapper<Omit<CommentToCommentConnectionEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CommentToCommentConnectionPageInfo: ResolverTypeWrapper<CommentToCommentConnectionPageInfo>;
  CommentToCommentConnectionWhereArgs: CommentToCommentConnectionWhereArgs;
  CommentToCommenterConnectionEdge: ResolverTypeWrapper<Omit<CommentToCommenterConnectionEdge, 'node'> & { node: ResolversTypes['Commenter'] }>;
  Commenter: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Commenter']>;
  CommenterConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CommenterConnectionEdge']>;
  CommentsConnectionOrderbyEnum: CommentsConnectionOrderbyEnum;
  ConfirmStockNotificationInput: ConfirmStockNotificationInput;
  ConfirmStockNotificationPayload: ResolverTypeWrapper<ConfirmStockNotificationPayload>;
  Connection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Connection']>;
  ContentNode: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ContentNode']>;
  ContentTemplateEnum: ContentTemplateEnum;
  ContentTypeEnum: ContentTypeEnum;
  CountriesEnum: CountriesEnum;
  CountryState: ResolverTypeWrapper<CountryState>;
  CouponLine: ResolverTypeWrapper<CouponLine>;
  CouponLineConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CouponLineConnection']>;
  CouponLineConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CouponLineConnectionEdge']>;
  CouponLineConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CouponLineConnectionPageInfo']>;
  CreateAccountInput: CreateAccountInput;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerAddress: ResolverTypeWrapper<AddressModel>;
  CustomerAddressInput: CustomerAddressInput;
  CustomerToDownloadableItemConnection: ResolverTypeWrapper<Omit<CustomerToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CustomerToDownloadableItemConnectionEdge']>, nodes: Array<ResolversTypes['DownloadableItem']> }>;
  CustomerToDownloadableItemConnectionEdge: ResolverTypeWrapper<Omit<CustomerToDownloadableItemConnectionEdge, 'node'> & { node: ResolversTypes['DownloadableItem'] }>;
  CustomerToDownloadableItemConnectionPageInfo: ResolverTypeWrapper<CustomerToDownloadableItemConnectionPageInfo>;
  CustomerToDownloadableItemConnectionWhereArgs: CustomerToDownloadableItemConnectionWhereArgs;
  CustomerToOrderConnection: ResolverTypeWrapper<Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CustomerToOrderConnectionEdge']>, nodes: Array<ResolversTypes['Order']> }>;
  CustomerToOrderConnectionEdge: ResolverTypeWrapper<Omit<CustomerToOrderConnectionEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  CustomerToOrderConnectionPageInfo: ResolverTypeWrapper<CustomerToOrderConnectionPageInfo>;
  CustomerToOrderConnectionWhereArgs: CustomerToOrderConnectionWhereArgs;
  DatabaseIdentifier: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DatabaseIdentifier']>;
  DateInput: DateInput;
  DateQueryInput: DateQueryInput;
  DownloadableItem: ResolverTypeWrapper<Omit<DownloadableItem, 'download' | 'product'> & { download?: Maybe<ResolversTypes['ProductDownload']>, product?: Maybe<ResolversTypes['ProductUnion']> }>;
  DownloadableItemConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DownloadableItemConnection']>;
  DownloadableItemConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DownloadableItemConnectionEdge']>;
  DownloadableItemConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DownloadableItemConnectionPageInfo']>;
  DownloadableProduct: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['DownloadableProduct']>;
  Edge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Edge']>;
  EmptyCartInput: EmptyCartInput;
  EmptyCartPayload: ResolverTypeWrapper<Omit<EmptyCartPayload, 'cart' | 'deletedCart'> & { cart?: Maybe<ResolversTypes['Cart']>, deletedCart?: Maybe<ResolversTypes['Cart']> }>;
  ExternalProduct: ResolverTypeWrapper<Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<ResolversTypes['ProductToMediaItemConnection']>, globalAttributes?: Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<ResolversTypes['MediaItem']>, localAttributes?: Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<ResolversTypes['ProductToProductCategoryConnection']>, related?: Maybe<ResolversTypes['ProductToProductUnionConnection']>, reviews?: Maybe<ResolversTypes['ProductToCommentConnection']>, terms?: Maybe<ResolversTypes['ProductToTermNodeConnection']> }>;
  FeeInput: FeeInput;
  FeeLine: ResolverTypeWrapper<FeeLine>;
  FeeLineConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['FeeLineConnection']>;
  FeeLineConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['FeeLineConnectionEdge']>;
  FeeLineConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['FeeLineConnectionPageInfo']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneralSettings: ResolverTypeWrapper<GeneralSettings>;
  GetAvailableShippingMethodsInput: GetAvailableShippingMethodsInput;
  GetAvailableShippingMethodsPayload: ResolverTypeWrapper<Omit<GetAvailableShippingMethodsPayload, 'methods'> & { methods: Array<ResolversTypes['ShippingRate']> }>;
  GlobalProductAttribute: ResolverTypeWrapper<ProductAttributeModel>;
  GlobalProductAttributeConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['GlobalProductAttributeConnection']>;
  GlobalProductAttributeConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['GlobalProductAttributeConnectionEdge']>;
  GlobalProductAttributeConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['GlobalProductAttributeConnectionPageInfo']>;
  GlobalProductAttributeToTermNodeConnection: ResolverTypeWrapper<Omit<GlobalProductAttributeToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['GlobalProductAttributeToTermNodeConnectionEdge']>, nodes: Array<ResolversTypes['TermNode']> }>;
  GlobalProductAttributeToTermNodeConnectionEdge: ResolverTypeWrapper<Omit<GlobalProductAttributeToTermNodeConnectionEdge, 'node'> & { node: ResolversTypes['TermNode'] }>;
  GlobalProductAttributeToTermNodeConnectionPageInfo: ResolverTypeWrapper<GlobalProductAttributeToTermNodeConnectionPageInfo>;
  GlobalProductAttributeToTermNodeConnectionWhereArgs: GlobalProductAttributeToTermNodeConnectionWhereArgs;
  GroupProduct: ResolverTypeWrapper<Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<ResolversTypes['ProductToMediaItemConnection']>, globalAttributes?: Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<ResolversTypes['MediaItem']>, localAttributes?: Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<ResolversTypes['ProductToProductCategoryConnection']>, products?: Maybe<ResolversTypes['GroupProductToProductUnionConnection']>, related?: Maybe<ResolversTypes['ProductToProductUnionConnection']>, reviews?: Maybe<ResolversTypes['ProductToCommentConnection']>, terms?: Maybe<ResolversTypes['ProductToTermNodeConnection']> }>;
  GroupProductToProductUnionConnection: ResolverTypeWrapper<Omit<GroupProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['GroupProductToProductUnionConnectionEdge']>, nodes: Array<ResolversTypes['ProductUnion']> }>;
  GroupProductToProductUnionConnectionEdge: ResolverTypeWrapper<Omit<GroupProductToProductUnionConnectionEdge, 'node'> & { node: ResolversTypes['ProductUnion'] }>;
  GroupProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<GroupProductToProductUnionConnectionPageInfo>;
  GroupProductToProductUnionConnectionWhereArgs: GroupProductToProductUnionConnectionWhereArgs;
  HierarchicalContentNode: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['HierarchicalContentNode']>;
  HierarchicalNode: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['HierarchicalNode']>;
  HierarchicalTermNode: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['HierarchicalTermNode']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: ResolverTypeWrapper<InitiatePaymentPayload>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoriedProduct: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['InventoriedProduct']>;
  LineItem: ResolverTypeWrapper<LineItemModel>;
  LineItemConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LineItemConnection']>;
  LineItemConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LineItemConnectionEdge']>;
  LineItemConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LineItemConnectionPageInfo']>;
  LineItemToProductConnectionEdge: ResolverTypeWrapper<Omit<LineItemToProductConnectionEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  LineItemToProductConnectionWhereArgs: LineItemToProductConnectionWhereArgs;
  LineItemToProductVariationConnectionEdge: ResolverTypeWrapper<Omit<LineItemToProductVariationConnectionEdge, 'node'> & { node: ResolversTypes['ProductVariation'] }>;
  LocalProductAttribute: ResolverTypeWrapper<ProductAttributeModel>;
  LocalProductAttributeConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LocalProductAttributeConnection']>;
  LocalProductAttributeConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LocalProductAttributeConnectionEdge']>;
  LocalProductAttributeConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LocalProductAttributeConnectionPageInfo']>;
  LoginClient: ResolverTypeWrapper<Omit<LoginClient, 'clientOptions' | 'loginOptions'> & { clientOptions?: Maybe<ResolversTypes['LoginClientOptions']>, loginOptions?: Maybe<ResolversTypes['LoginOptions']> }>;
  LoginClientOptions: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LoginClientOptions']>;
  LoginInput: LoginInput;
  LoginOptions: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['LoginOptions']>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'customer' | 'user'> & { customer?: Maybe<ResolversTypes['Customer']>, user?: Maybe<ResolversTypes['User']> }>;
  LoginProviderEnum: LoginProviderEnum;
  LogoutInput: LogoutInput;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  ManageStockEnum: ManageStockEnum;
  MediaDetails: ResolverTypeWrapper<MediaDetails>;
  MediaItem: ResolverTypeWrapper<MediaItemModel>;
  MediaItemConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MediaItemConnection']>;
  MediaItemConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MediaItemConnectionEdge']>;
  MediaItemConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MediaItemConnectionPageInfo']>;
  MediaItemSizeEnum: MediaItemSizeEnum;
  MenuItemLinkable: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MenuItemLinkable']>;
  MetaData: ResolverTypeWrapper<MetaData>;
  MetaDataInput: MetaDataInput;
  MimeTypeEnum: MimeTypeEnum;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NodeWithAuthor: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithAuthor']>;
  NodeWithAuthorToUserConnectionEdge: ResolverTypeWrapper<Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node: ResolversTypes['User'] }>;
  NodeWithComments: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithComments']>;
  NodeWithContentEditor: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithContentEditor']>;
  NodeWithExcerpt: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithExcerpt']>;
  NodeWithFeaturedImage: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithFeaturedImage']>;
  NodeWithFeaturedImageToMediaItemConnectionEdge: ResolverTypeWrapper<Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node: ResolversTypes['MediaItem'] }>;
  NodeWithPageAttributes: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithPageAttributes']>;
  NodeWithRevisions: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithRevisions']>;
  NodeWithTemplate: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithTemplate']>;
  NodeWithTitle: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithTitle']>;
  NodeWithTrackbacks: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['NodeWithTrackbacks']>;
  OAuthProviderResponseInput: OAuthProviderResponseInput;
  OffsetPagination: OffsetPagination;
  OffsetPaginationPageInfo: ResolverTypeWrapper<OffsetPaginationPageInfo>;
  OneToOneConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OneToOneConnection']>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderConnection']>;
  OrderConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderConnectionEdge']>;
  OrderConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderConnectionPageInfo']>;
  OrderEnum: OrderEnum;
  OrderIdTypeEnum: OrderIdTypeEnum;
  OrderStatusEnum: OrderStatusEnum;
  OrderToCouponLineConnection: ResolverTypeWrapper<OrderToCouponLineConnection>;
  OrderToCouponLineConnectionEdge: ResolverTypeWrapper<OrderToCouponLineConnectionEdge>;
  OrderToCouponLineConnectionPageInfo: ResolverTypeWrapper<OrderToCouponLineConnectionPageInfo>;
  OrderToDownloadableItemConnection: ResolverTypeWrapper<Omit<OrderToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrderToDownloadableItemConnectionEdge']>, nodes: Array<ResolversTypes['DownloadableItem']> }>;
  OrderToDownloadableItemConnectionEdge: ResolverTypeWrapper<Omit<OrderToDownloadableItemConnectionEdge, 'node'> & { node: ResolversTypes['DownloadableItem'] }>;
  OrderToDownloadableItemConnectionPageInfo: ResolverTypeWrapper<OrderToDownloadableItemConnectionPageInfo>;
  OrderToDownloadableItemConnectionWhereArgs: OrderToDownloadableItemConnectionWhereArgs;
  OrderToFeeLineConnection: ResolverTypeWrapper<OrderToFeeLineConnection>;
  OrderToFeeLineConnectionEdge: ResolverTypeWrapper<OrderToFeeLineConnectionEdge>;
  OrderToFeeLineConnectionPageInfo: ResolverTypeWrapper<OrderToFeeLineConnectionPageInfo>;
  OrderToLineItemConnection: ResolverTypeWrapper<Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrderToLineItemConnectionEdge']>, nodes: Array<ResolversTypes['LineItem']> }>;
  OrderToLineItemConnectionEdge: ResolverTypeWrapper<Omit<OrderToLineItemConnectionEdge, 'node'> & { node: ResolversTypes['LineItem'] }>;
  OrderToLineItemConnectionPageInfo: ResolverTypeWrapper<OrderToLineItemConnectionPageInfo>;
  OrderToShippingLineConnection: ResolverTypeWrapper<OrderToShippingLineConnection>;
  OrderToShippingLineConnectionEdge: ResolverTypeWrapper<OrderToShippingLineConnectionEdge>;
  OrderToShippingLineConnectionPageInfo: ResolverTypeWrapper<OrderToShippingLineConnectionPageInfo>;
  OrdersOrderByEnum: OrdersOrderByEnum;
  OrdersOrderbyInput: OrdersOrderbyInput;
  PaSize: ResolverTypeWrapper<AttributeTermModel>;
  Page: ResolverTypeWrapper<PageModel>;
  PageIdType: PageIdType;
  PageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PageInfo']>;
  PasswordProviderResponseInput: PasswordProviderResponseInput;
  PaymentGateway: ResolverTypeWrapper<PaymentGateway>;
  PaymentGatewayConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PaymentGatewayConnection']>;
  PaymentGatewayConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PaymentGatewayConnectionEdge']>;
  PaymentGatewayConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PaymentGatewayConnectionPageInfo']>;
  Post: ResolverTypeWrapper<PostModel>;
  PostConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PostConnection']>;
  PostConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PostConnectionEdge']>;
  PostConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PostConnectionPageInfo']>;
  PostIdType: PostIdType;
  PostObjectFieldFormatEnum: PostObjectFieldFormatEnum;
  PostObjectsConnectionDateColumnEnum: PostObjectsConnectionDateColumnEnum;
  PostObjectsConnectionOrderbyEnum: PostObjectsConnectionOrderbyEnum;
  PostObjectsConnectionOrderbyInput: PostObjectsConnectionOrderbyInput;
  PostStatusEnum: PostStatusEnum;
  Previewable: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Previewable']>;
  PricingFieldFormatEnum: PricingFieldFormatEnum;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAttribute: ResolverTypeWrapper<ProductAttributeModel>;
  ProductAttributeConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductAttributeConnection']>;
  ProductAttributeConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductAttributeConnectionEdge']>;
  ProductAttributeConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductAttributeConnectionPageInfo']>;
  ProductAttributeEnum: ProductAttributeEnum;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeInput: ProductAttributeInput;
  ProductAttributeQueryInput: ProductAttributeQueryInput;
  ProductAttributeTypesEnum: ProductAttributeTypesEnum;
  ProductAttributesConnectionOrderbyEnum: ProductAttributesConnectionOrderbyEnum;
  ProductCategory: ResolverTypeWrapper<ProductCategoryModel>;
  ProductCategoryConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductCategoryConnection']>;
  ProductCategoryConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductCategoryConnectionEdge']>;
  ProductCategoryConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductCategoryConnectionPageInfo']>;
  ProductCategoryFacet: ResolverTypeWrapper<ProductCategoryFacet>;
  ProductCategoryToProductConnection: ResolverTypeWrapper<Omit<ProductCategoryToProductConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductCategoryToProductConnectionEdge']>, nodes: Array<ResolversTypes['Product']> }>;
  ProductCategoryToProductConnectionEdge: ResolverTypeWrapper<Omit<ProductCategoryToProductConnectionEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductCategoryToProductConnectionPageInfo: ResolverTypeWrapper<ProductCategoryToProductConnectionPageInfo>;
  ProductCategoryToProductConnectionWhereArgs: ProductCategoryToProductConnectionWhereArgs;
  ProductConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductConnection']>;
  ProductConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductConnectionEdge']>;
  ProductConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductConnectionPageInfo']>;
  ProductDownload: ResolverTypeWrapper<ProductDownload>;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductIdTypeEnum: ProductIdTypeEnum;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductTaxonomyEnum: ProductTaxonomyEnum;
  ProductTaxonomyFilterInput: ProductTaxonomyFilterInput;
  ProductTaxonomyInput: ProductTaxonomyInput;
  ProductToCommentConnection: ResolverTypeWrapper<Omit<ProductToCommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductToCommentConnectionEdge']>, nodes: Array<ResolversTypes['Comment']> }>;
  ProductToCommentConnectionEdge: ResolverTypeWrapper<Omit<ProductToCommentConnectionEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  ProductToCommentConnectionPageInfo: ResolverTypeWrapper<ProductToCommentConnectionPageInfo>;
  ProductToCommentConnectionWhereArgs: ProductToCommentConnectionWhereArgs;
  ProductToMediaItemConnection: ResolverTypeWrapper<Omit<ProductToMediaItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductToMediaItemConnectionEdge']>, nodes: Array<ResolversTypes['MediaItem']> }>;
  ProductToMediaItemConnectionEdge: ResolverTypeWrapper<Omit<ProductToMediaItemConnectionEdge, 'node'> & { node: ResolversTypes['MediaItem'] }>;
  ProductToMediaItemConnectionPageInfo: ResolverTypeWrapper<ProductToMediaItemConnectionPageInfo>;
  ProductToMediaItemConnectionWhereArgs: ProductToMediaItemConnectionWhereArgs;
  ProductToProductCategoryConnection: ResolverTypeWrapper<Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductToProductCategoryConnectionEdge']>, nodes: Array<ResolversTypes['ProductCategory']> }>;
  ProductToProductCategoryConnectionEdge: ResolverTypeWrapper<Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node: ResolversTypes['ProductCategory'] }>;
  ProductToProductCategoryConnectionPageInfo: ResolverTypeWrapper<ProductToProductCategoryConnectionPageInfo>;
  ProductToProductCategoryConnectionWhereArgs: ProductToProductCategoryConnectionWhereArgs;
  ProductToProductUnionConnection: ResolverTypeWrapper<Omit<ProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductToProductUnionConnectionEdge']>, nodes: Array<ResolversTypes['ProductUnion']> }>;
  ProductToProductUnionConnectionEdge: ResolverTypeWrapper<Omit<ProductToProductUnionConnectionEdge, 'node'> & { node: ResolversTypes['ProductUnion'] }>;
  ProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<ProductToProductUnionConnectionPageInfo>;
  ProductToProductUnionConnectionWhereArgs: ProductToProductUnionConnectionWhereArgs;
  ProductToTermNodeConnection: ResolverTypeWrapper<Omit<ProductToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductToTermNodeConnectionEdge']>, nodes: Array<ResolversTypes['TermNode']> }>;
  ProductToTermNodeConnectionEdge: ResolverTypeWrapper<Omit<ProductToTermNodeConnectionEdge, 'node'> & { node: ResolversTypes['TermNode'] }>;
  ProductToTermNodeConnectionPageInfo: ResolverTypeWrapper<ProductToTermNodeConnectionPageInfo>;
  ProductToTermNodeConnectionWhereArgs: ProductToTermNodeConnectionWhereArgs;
  ProductTypesEnum: ProductTypesEnum;
  ProductTypesWithVariationsEnum: ProductTypesWithVariationsEnum;
  ProductUnion: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductUnion']>;
  ProductUnionConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductUnionConnection']>;
  ProductUnionConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductUnionConnectionEdge']>;
  ProductUnionConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductUnionConnectionPageInfo']>;
  ProductVariation: ResolverTypeWrapper<ProductVariationModel>;
  ProductVariationConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductVariationConnection']>;
  ProductVariationConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductVariationConnectionEdge']>;
  ProductVariationConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductVariationConnectionPageInfo']>;
  ProductVariationToVariationAttributeConnection: ResolverTypeWrapper<ProductVariationToVariationAttributeConnection>;
  ProductVariationToVariationAttributeConnectionEdge: ResolverTypeWrapper<ProductVariationToVariationAttributeConnectionEdge>;
  ProductVariationToVariationAttributeConnectionPageInfo: ResolverTypeWrapper<ProductVariationToVariationAttributeConnectionPageInfo>;
  ProductWithAttributes: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductWithAttributes']>;
  ProductWithAttributesToGlobalProductAttributeConnection: ResolverTypeWrapper<Omit<ProductWithAttributesToGlobalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnectionEdge']>, nodes: Array<ResolversTypes['GlobalProductAttribute']> }>;
  ProductWithAttributesToGlobalProductAttributeConnectionEdge: ResolverTypeWrapper<Omit<ProductWithAttributesToGlobalProductAttributeConnectionEdge, 'node'> & { node: ResolversTypes['GlobalProductAttribute'] }>;
  ProductWithAttributesToGlobalProductAttributeConnectionPageInfo: ResolverTypeWrapper<ProductWithAttributesToGlobalProductAttributeConnectionPageInfo>;
  ProductWithAttributesToLocalProductAttributeConnection: ResolverTypeWrapper<Omit<ProductWithAttributesToLocalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnectionEdge']>, nodes: Array<ResolversTypes['LocalProductAttribute']> }>;
  ProductWithAttributesToLocalProductAttributeConnectionEdge: ResolverTypeWrapper<Omit<ProductWithAttributesToLocalProductAttributeConnectionEdge, 'node'> & { node: ResolversTypes['LocalProductAttribute'] }>;
  ProductWithAttributesToLocalProductAttributeConnectionPageInfo: ResolverTypeWrapper<ProductWithAttributesToLocalProductAttributeConnectionPageInfo>;
  ProductWithAttributesToProductAttributeConnection: ResolverTypeWrapper<Omit<ProductWithAttributesToProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductWithAttributesToProductAttributeConnectionEdge']>, nodes: Array<ResolversTypes['ProductAttribute']> }>;
  ProductWithAttributesToProductAttributeConnectionEdge: ResolverTypeWrapper<Omit<ProductWithAttributesToProductAttributeConnectionEdge, 'node'> & { node: ResolversTypes['ProductAttribute'] }>;
  ProductWithAttributesToProductAttributeConnectionPageInfo: ResolverTypeWrapper<ProductWithAttributesToProductAttributeConnectionPageInfo>;
  ProductWithAttributesToProductAttributeConnectionWhereArgs: ProductWithAttributesToProductAttributeConnectionWhereArgs;
  ProductWithAttributesToVariationAttributeConnection: ResolverTypeWrapper<ProductWithAttributesToVariationAttributeConnection>;
  ProductWithAttributesToVariationAttributeConnectionEdge: ResolverTypeWrapper<ProductWithAttributesToVariationAttributeConnectionEdge>;
  ProductWithAttributesToVariationAttributeConnectionPageInfo: ResolverTypeWrapper<ProductWithAttributesToVariationAttributeConnectionPageInfo>;
  ProductWithDimensions: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductWithDimensions']>;
  ProductWithPricing: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductWithPricing']>;
  ProductWithVariations: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductWithVariations']>;
  ProductWithVariationsToProductVariationConnection: ResolverTypeWrapper<Omit<ProductWithVariationsToProductVariationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ProductWithVariationsToProductVariationConnectionEdge']>, nodes: Array<ResolversTypes['ProductVariation']> }>;
  ProductWithVariationsToProductVariationConnectionEdge: ResolverTypeWrapper<Omit<ProductWithVariationsToProductVariationConnectionEdge, 'node'> & { node: ResolversTypes['ProductVariation'] }>;
  ProductWithVariationsToProductVariationConnectionPageInfo: ResolverTypeWrapper<ProductWithVariationsToProductVariationConnectionPageInfo>;
  ProductWithVariationsToProductVariationConnectionWhereArgs: ProductWithVariationsToProductVariationConnectionWhereArgs;
  ProductsOrderByEnum: ProductsOrderByEnum;
  ProductsOrderbyInput: ProductsOrderbyInput;
  RefreshJwtAuthTokenInput: RefreshJwtAuthTokenInput;
  RefreshJwtAuthTokenPayload: ResolverTypeWrapper<RefreshJwtAuthTokenPayload>;
  RefreshTokenInput: RefreshTokenInput;
  RefreshTokenPayload: ResolverTypeWrapper<RefreshTokenPayload>;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterCustomerPayload: ResolverTypeWrapper<Omit<RegisterCustomerPayload, 'customer' | 'viewer'> & { customer?: Maybe<ResolversTypes['Customer']>, viewer?: Maybe<ResolversTypes['User']> }>;
  RelationEnum: RelationEnum;
  RemoveCouponsInput: RemoveCouponsInput;
  RemoveCouponsPayload: ResolverTypeWrapper<Omit<RemoveCouponsPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  RemoveItemsFromCartInput: RemoveItemsFromCartInput;
  RemoveItemsFromCartPayload: ResolverTypeWrapper<Omit<RemoveItemsFromCartPayload, 'cart' | 'cartItems'> & { cart?: Maybe<ResolversTypes['Cart']>, cartItems?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>> }>;
  RequestStockNotificationInput: RequestStockNotificationInput;
  RequestStockNotificationPayload: ResolverTypeWrapper<RequestStockNotificationPayload>;
  ResetPasswordWithTokenInput: ResetPasswordWithTokenInput;
  ResetPasswordWithTokenPayload: ResolverTypeWrapper<ResetPasswordWithTokenPayload>;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ResetUserPasswordPayload: ResolverTypeWrapper<Omit<ResetUserPasswordPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  RootMutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQuery: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQueryToCoaCategoryConnection: ResolverTypeWrapper<Omit<RootQueryToCoaCategoryConnection, 'edges' | 'nodes' | 'pageInfo'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>>, pageInfo?: Maybe<ResolversTypes['WPPageInfo']> }>;
  RootQueryToCoaCategoryConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToCoaCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['CoaCategory']> }>;
  RootQueryToCoaConnection: ResolverTypeWrapper<Omit<RootQueryToCoaConnection, 'edges' | 'nodes' | 'pageInfo'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Coa']>>>, pageInfo?: Maybe<ResolversTypes['WPPageInfo']> }>;
  RootQueryToCoaConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToCoaConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Coa']> }>;
  RootQueryToCoaConnectionWhereArgs: RootQueryToCoaConnectionWhereArgs;
  RootQueryToOrderConnection: ResolverTypeWrapper<Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToOrderConnectionEdge']>, nodes: Array<ResolversTypes['Order']> }>;
  RootQueryToOrderConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToOrderConnectionEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  RootQueryToOrderConnectionPageInfo: ResolverTypeWrapper<RootQueryToOrderConnectionPageInfo>;
  RootQueryToOrderConnectionWhereArgs: RootQueryToOrderConnectionWhereArgs;
  RootQueryToPaymentGatewayConnection: ResolverTypeWrapper<RootQueryToPaymentGatewayConnection>;
  RootQueryToPaymentGatewayConnectionEdge: ResolverTypeWrapper<RootQueryToPaymentGatewayConnectionEdge>;
  RootQueryToPaymentGatewayConnectionPageInfo: ResolverTypeWrapper<RootQueryToPaymentGatewayConnectionPageInfo>;
  RootQueryToPaymentGatewayConnectionWhereArgs: RootQueryToPaymentGatewayConnectionWhereArgs;
  RootQueryToPostConnection: ResolverTypeWrapper<Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToPostConnectionEdge']>, nodes: Array<ResolversTypes['Post']> }>;
  RootQueryToPostConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToPostConnectionEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  RootQueryToPostConnectionPageInfo: ResolverTypeWrapper<RootQueryToPostConnectionPageInfo>;
  RootQueryToPostConnectionWhereArgs: RootQueryToPostConnectionWhereArgs;
  RootQueryToProductCategoryConnection: ResolverTypeWrapper<Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToProductCategoryConnectionEdge']>, nodes: Array<ResolversTypes['ProductCategory']> }>;
  RootQueryToProductCategoryConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node: ResolversTypes['ProductCategory'] }>;
  RootQueryToProductCategoryConnectionPageInfo: ResolverTypeWrapper<RootQueryToProductCategoryConnectionPageInfo>;
  RootQueryToProductCategoryConnectionWhereArgs: RootQueryToProductCategoryConnectionWhereArgs;
  RootQueryToProductConnection: ResolverTypeWrapper<Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToProductConnectionEdge']>, nodes: Array<ResolversTypes['Product']> }>;
  RootQueryToProductConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToProductConnectionEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  RootQueryToProductConnectionPageInfo: ResolverTypeWrapper<RootQueryToProductConnectionPageInfo>;
  RootQueryToProductConnectionWhereArgs: RootQueryToProductConnectionWhereArgs;
  RootQueryToTaxonomyConnection: ResolverTypeWrapper<Omit<RootQueryToTaxonomyConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToTaxonomyConnectionEdge']>, nodes: Array<ResolversTypes['Taxonomy']> }>;
  RootQueryToTaxonomyConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToTaxonomyConnectionEdge, 'node'> & { node: ResolversTypes['Taxonomy'] }>;
  RootQueryToTaxonomyConnectionPageInfo: ResolverTypeWrapper<RootQueryToTaxonomyConnectionPageInfo>;
  RootQueryToTermNodeConnection: ResolverTypeWrapper<Omit<RootQueryToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RootQueryToTermNodeConnectionEdge']>, nodes: Array<ResolversTypes['TermNode']> }>;
  RootQueryToTermNodeConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToTermNodeConnectionEdge, 'node'> & { node: ResolversTypes['TermNode'] }>;
  RootQueryToTermNodeConnectionPageInfo: ResolverTypeWrapper<RootQueryToTermNodeConnectionPageInfo>;
  RootQueryToTermNodeConnectionWhereArgs: RootQueryToTermNodeConnectionWhereArgs;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  SendPasswordResetEmailPayload: ResolverTypeWrapper<Omit<SendPasswordResetEmailPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SendReactResetPasswordEmailInput: SendReactResetPasswordEmailInput;
  SendReactResetPasswordEmailPayload: ResolverTypeWrapper<SendReactResetPasswordEmailPayload>;
  SetPaymentMethodInput: SetPaymentMethodInput;
  SetPaymentMethodPayload: ResolverTypeWrapper<Omit<SetPaymentMethodPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  Settings: ResolverTypeWrapper<Settings>;
  ShippingLine: ResolverTypeWrapper<ShippingLine>;
  ShippingLineConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ShippingLineConnection']>;
  ShippingLineConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ShippingLineConnectionEdge']>;
  ShippingLineConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ShippingLineConnectionPageInfo']>;
  ShippingMethodsAddressInput: ShippingMethodsAddressInput;
  ShippingMethodsCartItemInput: ShippingMethodsCartItemInput;
  ShippingPackage: ResolverTypeWrapper<Omit<ShippingPackage, 'rates'> & { rates?: Maybe<Array<Maybe<ResolversTypes['ShippingRate']>>> }>;
  ShippingRate: ResolverTypeWrapper<ShippingRateModel>;
  SimpleCartItem: ResolverTypeWrapper<CartItemModel>;
  SimpleProduct: ResolverTypeWrapper<ProductModel>;
  SimpleProductVariation: ResolverTypeWrapper<ProductVariationModel>;
  StockNotification: ResolverTypeWrapper<StockNotification>;
  StockNotificationStatusEnum: StockNotificationStatusEnum;
  StockStatusEnum: StockStatusEnum;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxClassEnum: TaxClassEnum;
  Taxonomy: ResolverTypeWrapper<TaxonomyModel>;
  TaxonomyConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TaxonomyConnection']>;
  TaxonomyConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TaxonomyConnectionEdge']>;
  TaxonomyConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TaxonomyConnectionPageInfo']>;
  TaxonomyEnum: TaxonomyEnum;
  TaxonomyIdTypeEnum: TaxonomyIdTypeEnum;
  TaxonomyOperatorEnum: TaxonomyOperatorEnum;
  TaxonomyToTermNodeConnection: ResolverTypeWrapper<Omit<TaxonomyToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['TaxonomyToTermNodeConnectionEdge']>, nodes: Array<ResolversTypes['TermNode']> }>;
  TaxonomyToTermNodeConnectionEdge: ResolverTypeWrapper<Omit<TaxonomyToTermNodeConnectionEdge, 'node'> & { node: ResolversTypes['TermNode'] }>;
  TaxonomyToTermNodeConnectionPageInfo: ResolverTypeWrapper<TaxonomyToTermNodeConnectionPageInfo>;
  TermNode: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TermNode']>;
  TermNodeConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TermNodeConnection']>;
  TermNodeConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TermNodeConnectionEdge']>;
  TermNodeConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TermNodeConnectionPageInfo']>;
  TermObjectsConnectionOrderbyEnum: TermObjectsConnectionOrderbyEnum;
  UniformResourceIdentifiable: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UniformResourceIdentifiable']>;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerPayload: ResolverTypeWrapper<Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  UpdateItemQuantitiesInput: UpdateItemQuantitiesInput;
  UpdateItemQuantitiesPayload: ResolverTypeWrapper<Omit<UpdateItemQuantitiesPayload, 'cart' | 'items' | 'removed' | 'updated'> & { cart?: Maybe<ResolversTypes['Cart']>, items?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, removed?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, updated?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>> }>;
  UpdateShippingMethodInput: UpdateShippingMethodInput;
  UpdateShippingMethodPayload: ResolverTypeWrapper<Omit<UpdateShippingMethodPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<UserModel>;
  UserConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UserConnectionEdge']>;
  VariableProduct: ResolverTypeWrapper<ProductModel>;
  VariationAttribute: ResolverTypeWrapper<VariationAttribute>;
  VariationAttributeConnection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['VariationAttributeConnection']>;
  VariationAttributeConnectionEdge: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['VariationAttributeConnectionEdge']>;
  VariationAttributeConnectionPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['VariationAttributeConnectionPageInfo']>;
  WPPageInfo: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['WPPageInfo']>;
  WriteReviewInput: WriteReviewInput;
  WriteReviewPayload: ResolverTypeWrapper<Omit<WriteReviewPayload, 'review'> & { review?: Maybe<ResolversTypes['Comment']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddToCartInput: AddToCartInput;
  AddToCartPayload: Omit<AddToCartPayload, 'cart' | 'cartItem'> & { cart?: Maybe<ResolversParentTypes['Cart']>, cartItem?: Maybe<ResolversParentTypes['CartItem']> };
  AppliedCoupon: AppliedCouponModel;
  ApplyCouponInput: ApplyCouponInput;
  ApplyCouponPayload: Omit<ApplyCouponPayload, 'applied' | 'cart'> & { applied?: Maybe<ResolversParentTypes['AppliedCoupon']>, cart?: Maybe<ResolversParentTypes['Cart']> };
  Attribute: ResolversInterfaceTypes<ResolversParentTypes>['Attribute'];
  Avatar: Avatar;
  Boolean: Scalars['Boolean']['output'];
  CancelStockNotificationInput: CancelStockNotificationInput;
  CancelStockNotificationPayload: CancelStockNotificationPayload;
  Cart: CartModel;
  CartFee: CartFee;
  CartItem: CartItemModel;
  CartItemConnection: ResolversInterfaceTypes<ResolversParentTypes>['CartItemConnection'];
  CartItemConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['CartItemConnectionEdge'];
  CartItemConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['CartItemConnectionPageInfo'];
  CartItemQuantityInput: CartItemQuantityInput;
  CartItemToProductConnectionEdge: Omit<CartItemToProductConnectionEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  CartItemToProductConnectionWhereArgs: CartItemToProductConnectionWhereArgs;
  CartItemToProductVariationConnectionEdge: Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductVariation'] };
  CartToCartItemConnection: Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CartToCartItemConnectionEdge']>, nodes: Array<ResolversParentTypes['CartItem']> };
  CartToCartItemConnectionEdge: Omit<CartToCartItemConnectionEdge, 'node'> & { node: ResolversParentTypes['CartItem'] };
  CartToCartItemConnectionPageInfo: CartToCartItemConnectionPageInfo;
  CartToCartItemConnectionWhereArgs: CartToCartItemConnectionWhereArgs;
  ChangeAccountCredentialsInput: ChangeAccountCredentialsInput;
  ChangeAccountCredentialsPayload: Omit<ChangeAccountCredentialsPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  CheckoutInput: CheckoutInput;
  CheckoutPayload: Omit<CheckoutPayload, 'customer' | 'order'> & { customer?: Maybe<ResolversParentTypes['Customer']>, order?: Maybe<ResolversParentTypes['Order']> };
  Coa: CoaModel;
  CoaCategory: CoaCategoryModel;
  CoaFields: CoaFields;
  CoaToCoaCategoryConnection: Omit<CoaToCoaCategoryConnection, 'nodes'> & { nodes?: Maybe<Array<Maybe<ResolversParentTypes['CoaCategory']>>> };
  Comment: ReviewModel;
  CommentAuthor: ReviewModel;
  CommentConnection: ResolversInterfaceTypes<ResolversParentTypes>['CommentConnection'];
  CommentConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['CommentConnectionEdge'];
  CommentConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['CommentConnectionPageInfo'];
  CommentToCommentConnection: Omit<CommentToCommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CommentToCommentConnectionEdge']>, nodes: Array<ResolversParentTypes['Comment']> };
  CommentToCommentConnectionEdge: Omit<CommentToCommentConnectionEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  CommentToCommentConnectionPageInfo: CommentToCommentConnectionPageInfo;
  CommentToCommentConnectionWhereArgs: CommentToCommentConnectionWhereArgs;
  CommentToCommenterConnectionEdge: Omit<CommentToCommenterConnectionEdge, 'node'> & { node: ResolversParentTypes['Commenter'] };
  Commenter: ResolversInterfaceTypes<ResolversParentTypes>['Commenter'];
  CommenterConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['CommenterConnectionEdge'];
  ConfirmStockNotificationInput: ConfirmStockNotificationInput;
  ConfirmStockNotificationPayload: ConfirmStockNotificationPayload;
  Connection: ResolversInterfaceTypes<ResolversParentTypes>['Connection'];
  ContentNode: ResolversInterfaceTypes<ResolversParentTypes>['ContentNode'];
  CountryState: CountryState;
  CouponLine: CouponLine;
  CouponLineConnection: ResolversInterfaceTypes<ResolversParentTypes>['CouponLineConnection'];
  CouponLineConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['CouponLineConnectionEdge'];
  CouponLineConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['CouponLineConnectionPageInfo'];
  CreateAccountInput: CreateAccountInput;
  Customer: CustomerModel;
  CustomerAddress: AddressModel;
  CustomerAddressInput: CustomerAddressInput;
  CustomerToDownloadableItemConnection: Omit<CustomerToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CustomerToDownloadableItemConnectionEdge']>, nodes: Array<ResolversParentTypes['DownloadableItem']> };
  CustomerToDownloadableItemConnectionEdge: Omit<CustomerToDownloadableItemConnectionEdge, 'node'> & { node: ResolversParentTypes['DownloadableItem'] };
  CustomerToDownloadableItemConnectionPageInfo: CustomerToDownloadableItemConnectionPageInfo;
  CustomerToDownloadableItemConnectionWhereArgs: CustomerToDownloadableItemConnectionWhereArgs;
  CustomerToOrderConnection: Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CustomerToOrderConnectionEdge']>, nodes: Array<ResolversParentTypes['Order']> };
  CustomerToOrderConnectionEdge: Omit<CustomerToOrderConnectionEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  CustomerToOrderConnectionPageInfo: CustomerToOrderConnectionPageInfo;
  CustomerToOrderConnectionWhereArgs: CustomerToOrderConnectionWhereArgs;
  DatabaseIdentifier: ResolversInterfaceTypes<ResolversParentTypes>['DatabaseIdentifier'];
  DateInput: DateInput;
  DateQueryInput: DateQueryInput;
  DownloadableItem: Omit<DownloadableItem, 'download' | 'product'> & { download?: Maybe<ResolversParentTypes['ProductDownload']>, product?: Maybe<ResolversParentTypes['ProductUnion']> };
  DownloadableItemConnection: ResolversInterfaceTypes<ResolversParentTypes>['DownloadableItemConnection'];
  DownloadableItemConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['DownloadableItemConnectionEdge'];
  DownloadableItemConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['DownloadableItemConnectionPageInfo'];
  DownloadableProduct: ResolversInterfaceTypes<ResolversParentTypes>['DownloadableProduct'];
  Edge: ResolversInterfaceTypes<ResolversParentTypes>['Edge'];
  EmptyCartInput: EmptyCartInput;
  EmptyCartPayload: Omit<EmptyCartPayload, 'cart' | 'deletedCart'> & { cart?: Maybe<ResolversParentTypes['Cart']>, deletedCart?: Maybe<ResolversParentTypes['Cart']> };
  ExternalProduct: Omit<ExternalProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<ResolversParentTypes['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<ResolversParentTypes['ProductToMediaItemConnection']>, globalAttributes?: Maybe<ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<ResolversParentTypes['MediaItem']>, localAttributes?: Maybe<ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<ResolversParentTypes['ProductToProductCategoryConnection']>, related?: Maybe<ResolversParentTypes['ProductToProductUnionConnection']>, reviews?: Maybe<ResolversParentTypes['ProductToCommentConnection']>, terms?: Maybe<ResolversParentTypes['ProductToTermNodeConnection']> };
  FeeInput: FeeInput;
  FeeLine: FeeLine;
  FeeLineConnection: ResolversInterfaceTypes<ResolversParentTypes>['FeeLineConnection'];
  FeeLineConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['FeeLineConnectionEdge'];
  FeeLineConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['FeeLineConnectionPageInfo'];
  Float: Scalars['Float']['output'];
  GeneralSettings: GeneralSettings;
  GetAvailableShippingMethodsInput: GetAvailableShippingMethodsInput;
  GetAvailableShippingMethodsPayload: Omit<GetAvailableShippingMethodsPayload, 'methods'> & { methods: Array<ResolversParentTypes['ShippingRate']> };
  GlobalProductAttribute: ProductAttributeModel;
  GlobalProductAttributeConnection: ResolversInterfaceTypes<ResolversParentTypes>['GlobalProductAttributeConnection'];
  GlobalProductAttributeConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['GlobalProductAttributeConnectionEdge'];
  GlobalProductAttributeConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['GlobalProductAttributeConnectionPageInfo'];
  GlobalProductAttributeToTermNodeConnection: Omit<GlobalProductAttributeToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionEdge']>, nodes: Array<ResolversParentTypes['TermNode']> };
  GlobalProductAttributeToTermNodeConnectionEdge: Omit<GlobalProductAttributeToTermNodeConnectionEdge, 'node'> & { node: ResolversParentTypes['TermNode'] };
  GlobalProductAttributeToTermNodeConnectionPageInfo: GlobalProductAttributeToTermNodeConnectionPageInfo;
  GlobalProductAttributeToTermNodeConnectionWhereArgs: GlobalProductAttributeToTermNodeConnectionWhereArgs;
  GroupProduct: Omit<GroupProduct, 'attributes' | 'galleryImages' | 'globalAttributes' | 'image' | 'localAttributes' | 'productCategories' | 'products' | 'related' | 'reviews' | 'terms'> & { attributes?: Maybe<ResolversParentTypes['ProductWithAttributesToProductAttributeConnection']>, galleryImages?: Maybe<ResolversParentTypes['ProductToMediaItemConnection']>, globalAttributes?: Maybe<ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, image?: Maybe<ResolversParentTypes['MediaItem']>, localAttributes?: Maybe<ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnection']>, productCategories?: Maybe<ResolversParentTypes['ProductToProductCategoryConnection']>, products?: Maybe<ResolversParentTypes['GroupProductToProductUnionConnection']>, related?: Maybe<ResolversParentTypes['ProductToProductUnionConnection']>, reviews?: Maybe<ResolversParentTypes['ProductToCommentConnection']>, terms?: Maybe<ResolversParentTypes['ProductToTermNodeConnection']> };
  GroupProductToProductUnionConnection: Omit<GroupProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['GroupProductToProductUnionConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductUnion']> };
  GroupProductToProductUnionConnectionEdge: Omit<GroupProductToProductUnionConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductUnion'] };
  GroupProductToProductUnionConnectionPageInfo: GroupProductToProductUnionConnectionPageInfo;
  GroupProductToProductUnionConnectionWhereArgs: GroupProductToProductUnionConnectionWhereArgs;
  HierarchicalContentNode: ResolversInterfaceTypes<ResolversParentTypes>['HierarchicalContentNode'];
  HierarchicalNode: ResolversInterfaceTypes<ResolversParentTypes>['HierarchicalNode'];
  HierarchicalTermNode: ResolversInterfaceTypes<ResolversParentTypes>['HierarchicalTermNode'];
  ID: Scalars['ID']['output'];
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: InitiatePaymentPayload;
  Int: Scalars['Int']['output'];
  InventoriedProduct: ResolversInterfaceTypes<ResolversParentTypes>['InventoriedProduct'];
  LineItem: LineItemModel;
  LineItemConnection: ResolversInterfaceTypes<ResolversParentTypes>['LineItemConnection'];
  LineItemConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['LineItemConnectionEdge'];
  LineItemConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['LineItemConnectionPageInfo'];
  LineItemToProductConnectionEdge: Omit<LineItemToProductConnectionEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  LineItemToProductConnectionWhereArgs: LineItemToProductConnectionWhereArgs;
  LineItemToProductVariationConnectionEdge: Omit<LineItemToProductVariationConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductVariation'] };
  LocalProductAttribute: ProductAttributeModel;
  LocalProductAttributeConnection: ResolversInterfaceTypes<ResolversParentTypes>['LocalProductAttributeConnection'];
  LocalProductAttributeConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['LocalProductAttributeConnectionEdge'];
  LocalProductAttributeConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['LocalProductAttributeConnectionPageInfo'];
  LoginClient: Omit<LoginClient, 'clientOptions' | 'loginOptions'> & { clientOptions?: Maybe<ResolversParentTypes['LoginClientOptions']>, loginOptions?: Maybe<ResolversParentTypes['LoginOptions']> };
  LoginClientOptions: ResolversInterfaceTypes<ResolversParentTypes>['LoginClientOptions'];
  LoginInput: LoginInput;
  LoginOptions: ResolversInterfaceTypes<ResolversParentTypes>['LoginOptions'];
  LoginPayload: Omit<LoginPayload, 'customer' | 'user'> & { customer?: Maybe<ResolversParentTypes['Customer']>, user?: Maybe<ResolversParentTypes['User']> };
  LogoutInput: LogoutInput;
  LogoutPayload: LogoutPayload;
  MediaDetails: MediaDetails;
  MediaItem: MediaItemModel;
  MediaItemConnection: ResolversInterfaceTypes<ResolversParentTypes>['MediaItemConnection'];
  MediaItemConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['MediaItemConnectionEdge'];
  MediaItemConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['MediaItemConnectionPageInfo'];
  MenuItemLinkable: ResolversInterfaceTypes<ResolversParentTypes>['MenuItemLinkable'];
  MetaData: MetaData;
  MetaDataInput: MetaDataInput;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NodeWithAuthor: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithAuthor'];
  NodeWithAuthorToUserConnectionEdge: Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node: ResolversParentTypes['User'] };
  NodeWithComments: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithComments'];
  NodeWithContentEditor: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithContentEditor'];
  NodeWithExcerpt: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithExcerpt'];
  NodeWithFeaturedImage: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithFeaturedImage'];
  NodeWithFeaturedImageToMediaItemConnectionEdge: Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node: ResolversParentTypes['MediaItem'] };
  NodeWithPageAttributes: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithPageAttributes'];
  NodeWithRevisions: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithRevisions'];
  NodeWithTemplate: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithTemplate'];
  NodeWithTitle: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithTitle'];
  NodeWithTrackbacks: ResolversInterfaceTypes<ResolversParentTypes>['NodeWithTrackbacks'];
  OAuthProviderResponseInput: OAuthProviderResponseInput;
  OffsetPagination: OffsetPagination;
  OffsetPaginationPageInfo: OffsetPaginationPageInfo;
  OneToOneConnection: ResolversInterfaceTypes<ResolversParentTypes>['OneToOneConnection'];
  Order: OrderModel;
  OrderConnection: ResolversInterfaceTypes<ResolversParentTypes>['OrderConnection'];
  OrderConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['OrderConnectionEdge'];
  OrderConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['OrderConnectionPageInfo'];
  OrderToCouponLineConnection: OrderToCouponLineConnection;
  OrderToCouponLineConnectionEdge: OrderToCouponLineConnectionEdge;
  OrderToCouponLineConnectionPageInfo: OrderToCouponLineConnectionPageInfo;
  OrderToDownloadableItemConnection: Omit<OrderToDownloadableItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrderToDownloadableItemConnectionEdge']>, nodes: Array<ResolversParentTypes['DownloadableItem']> };
  OrderToDownloadableItemConnectionEdge: Omit<OrderToDownloadableItemConnectionEdge, 'node'> & { node: ResolversParentTypes['DownloadableItem'] };
  OrderToDownloadableItemConnectionPageInfo: OrderToDownloadableItemConnectionPageInfo;
  OrderToDownloadableItemConnectionWhereArgs: OrderToDownloadableItemConnectionWhereArgs;
  OrderToFeeLineConnection: OrderToFeeLineConnection;
  OrderToFeeLineConnectionEdge: OrderToFeeLineConnectionEdge;
  OrderToFeeLineConnectionPageInfo: OrderToFeeLineConnectionPageInfo;
  OrderToLineItemConnection: Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrderToLineItemConnectionEdge']>, nodes: Array<ResolversParentTypes['LineItem']> };
  OrderToLineItemConnectionEdge: Omit<OrderToLineItemConnectionEdge, 'node'> & { node: ResolversParentTypes['LineItem'] };
  OrderToLineItemConnectionPageInfo: OrderToLineItemConnectionPageInfo;
  OrderToShippingLineConnection: OrderToShippingLineConnection;
  OrderToShippingLineConnectionEdge: OrderToShippingLineConnectionEdge;
  OrderToShippingLineConnectionPageInfo: OrderToShippingLineConnectionPageInfo;
  OrdersOrderbyInput: OrdersOrderbyInput;
  PaSize: AttributeTermModel;
  Page: PageModel;
  PageInfo: ResolversInterfaceTypes<ResolversParentTypes>['PageInfo'];
  PasswordProviderResponseInput: PasswordProviderResponseInput;
  PaymentGateway: PaymentGateway;
  PaymentGatewayConnection: ResolversInterfaceTypes<ResolversParentTypes>['PaymentGatewayConnection'];
  PaymentGatewayConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['PaymentGatewayConnectionEdge'];
  PaymentGatewayConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['PaymentGatewayConnectionPageInfo'];
  Post: PostModel;
  PostConnection: ResolversInterfaceTypes<ResolversParentTypes>['PostConnection'];
  PostConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['PostConnectionEdge'];
  PostConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['PostConnectionPageInfo'];
  PostObjectsConnectionOrderbyInput: PostObjectsConnectionOrderbyInput;
  Previewable: ResolversInterfaceTypes<ResolversParentTypes>['Previewable'];
  Product: ProductModel;
  ProductAttribute: ProductAttributeModel;
  ProductAttributeConnection: ResolversInterfaceTypes<ResolversParentTypes>['ProductAttributeConnection'];
  ProductAttributeConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ProductAttributeConnectionEdge'];
  ProductAttributeConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ProductAttributeConnectionPageInfo'];
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeInput: ProductAttributeInput;
  ProductAttributeQueryInput: ProductAttributeQueryInput;
  ProductCategory: ProductCategoryModel;
  ProductCategoryConnection: ResolversInterfaceTypes<ResolversParentTypes>['ProductCategoryConnection'];
  ProductCategoryConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ProductCategoryConnectionEdge'];
  ProductCategoryConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ProductCategoryConnectionPageInfo'];
  ProductCategoryFacet: ProductCategoryFacet;
  ProductCategoryToProductConnection: Omit<ProductCategoryToProductConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductCategoryToProductConnectionEdge']>, nodes: Array<ResolversParentTypes['Product']> };
  ProductCategoryToProductConnectionEdge: Omit<ProductCategoryToProductConnectionEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductCategoryToProductConnectionPageInfo: ProductCategoryToProductConnectionPageInfo;
  ProductCategoryToProductConnectionWhereArgs: ProductCategoryToProductConnectionWhereArgs;
  ProductConnection: ResolversInterfaceTypes<ResolversParentTypes>['ProductConnection'];
  ProductConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ProductConnectionEdge'];
  ProductConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ProductConnectionPageInfo'];
  ProductDownload: ProductDownload;
  ProductFacets: ProductFacets;
  ProductPage: ProductPage;
  ProductTaxonomyFilterInput: ProductTaxonomyFilterInput;
  ProductTaxonomyInput: ProductTaxonomyInput;
  ProductToCommentConnection: Omit<ProductToCommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductToCommentConnectionEdge']>, nodes: Array<ResolversParentTypes['Comment']> };
  ProductToCommentConnectionEdge: Omit<ProductToCommentConnectionEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  ProductToCommentConnectionPageInfo: ProductToCommentConnectionPageInfo;
  ProductToCommentConnectionWhereArgs: ProductToCommentConnectionWhereArgs;
  ProductToMediaItemConnection: Omit<ProductToMediaItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductToMediaItemConnectionEdge']>, nodes: Array<ResolversParentTypes['MediaItem']> };
  ProductToMediaItemConnectionEdge: Omit<ProductToMediaItemConnectionEdge, 'node'> & { node: ResolversParentTypes['MediaItem'] };
  ProductToMediaItemConnectionPageInfo: ProductToMediaItemConnectionPageInfo;
  ProductToMediaItemConnectionWhereArgs: ProductToMediaItemConnectionWhereArgs;
  ProductToProductCategoryConnection: Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductToProductCategoryConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductCategory']> };
  ProductToProductCategoryConnectionEdge: Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductCategory'] };
  ProductToProductCategoryConnectionPageInfo: ProductToProductCategoryConnectionPageInfo;
  ProductToProductCategoryConnectionWhereArgs: ProductToProductCategoryConnectionWhereArgs;
  ProductToProductUnionConnection: Omit<ProductToProductUnionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductToProductUnionConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductUnion']> };
  ProductToProductUnionConnectionEdge: Omit<ProductToProductUnionConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductUnion'] };
  ProductToProductUnionConnectionPageInfo: ProductToProductUnionConnectionPageInfo;
  ProductToProductUnionConnectionWhereArgs: ProductToProductUnionConnectionWhereArgs;
  ProductToTermNodeConnection: Omit<ProductToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductToTermNodeConnectionEdge']>, nodes: Array<ResolversParentTypes['TermNode']> };
  ProductToTermNodeConnectionEdge: Omit<ProductToTermNodeConnectionEdge, 'node'> & { node: ResolversParentTypes['TermNode'] };
  ProductToTermNodeConnectionPageInfo: ProductToTermNodeConnectionPageInfo;
  ProductToTermNodeConnectionWhereArgs: ProductToTermNodeConnectionWhereArgs;
  ProductUnion: ResolversInterfaceTypes<ResolversParentTypes>['ProductUnion'];
  ProductUnionConnection: ResolversInterfaceTypes<ResolversParentTypes>['ProductUnionConnection'];
  ProductUnionConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ProductUnionConnectionEdge'];
  ProductUnionConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ProductUnionConnectionPageInfo'];
  ProductVariation: ProductVariationModel;
  ProductVariationConnection: ResolversInterfaceTypes<ResolversParentTypes>['ProductVariationConnection'];
  ProductVariationConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ProductVariationConnectionEdge'];
  ProductVariationConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ProductVariationConnectionPageInfo'];
  ProductVariationToVariationAttributeConnection: ProductVariationToVariationAttributeConnection;
  ProductVariationToVariationAttributeConnectionEdge: ProductVariationToVariationAttributeConnectionEdge;
  ProductVariationToVariationAttributeConnectionPageInfo: ProductVariationToVariationAttributeConnectionPageInfo;
  ProductWithAttributes: ResolversInterfaceTypes<ResolversParentTypes>['ProductWithAttributes'];
  ProductWithAttributesToGlobalProductAttributeConnection: Omit<ProductWithAttributesToGlobalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnectionEdge']>, nodes: Array<ResolversParentTypes['GlobalProductAttribute']> };
  ProductWithAttributesToGlobalProductAttributeConnectionEdge: Omit<ProductWithAttributesToGlobalProductAttributeConnectionEdge, 'node'> & { node: ResolversParentTypes['GlobalProductAttribute'] };
  ProductWithAttributesToGlobalProductAttributeConnectionPageInfo: ProductWithAttributesToGlobalProductAttributeConnectionPageInfo;
  ProductWithAttributesToLocalProductAttributeConnection: Omit<ProductWithAttributesToLocalProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnectionEdge']>, nodes: Array<ResolversParentTypes['LocalProductAttribute']> };
  ProductWithAttributesToLocalProductAttributeConnectionEdge: Omit<ProductWithAttributesToLocalProductAttributeConnectionEdge, 'node'> & { node: ResolversParentTypes['LocalProductAttribute'] };
  ProductWithAttributesToLocalProductAttributeConnectionPageInfo: ProductWithAttributesToLocalProductAttributeConnectionPageInfo;
  ProductWithAttributesToProductAttributeConnection: Omit<ProductWithAttributesToProductAttributeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductAttribute']> };
  ProductWithAttributesToProductAttributeConnectionEdge: Omit<ProductWithAttributesToProductAttributeConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductAttribute'] };
  ProductWithAttributesToProductAttributeConnectionPageInfo: ProductWithAttributesToProductAttributeConnectionPageInfo;
  ProductWithAttributesToProductAttributeConnectionWhereArgs: ProductWithAttributesToProductAttributeConnectionWhereArgs;
  ProductWithAttributesToVariationAttributeConnection: ProductWithAttributesToVariationAttributeConnection;
  ProductWithAttributesToVariationAttributeConnectionEdge: ProductWithAttributesToVariationAttributeConnectionEdge;
  ProductWithAttributesToVariationAttributeConnectionPageInfo: ProductWithAttributesToVariationAttributeConnectionPageInfo;
  ProductWithDimensions: ResolversInterfaceTypes<ResolversParentTypes>['ProductWithDimensions'];
  ProductWithPricing: ResolversInterfaceTypes<ResolversParentTypes>['ProductWithPricing'];
  ProductWithVariations: ResolversInterfaceTypes<ResolversParentTypes>['ProductWithVariations'];
  ProductWithVariationsToProductVariationConnection: Omit<ProductWithVariationsToProductVariationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ProductWithVariationsToProductVariationConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductVariation']> };
  ProductWithVariationsToProductVariationConnectionEdge: Omit<ProductWithVariationsToProductVariationConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductVariation'] };
  ProductWithVariationsToProductVariationConnectionPageInfo: ProductWithVariationsToProductVariationConnectionPageInfo;
  ProductWithVariationsToProductVariationConnectionWhereArgs: ProductWithVariationsToProductVariationConnectionWhereArgs;
  ProductsOrderbyInput: ProductsOrderbyInput;
  RefreshJwtAuthTokenInput: RefreshJwtAuthTokenInput;
  RefreshJwtAuthTokenPayload: RefreshJwtAuthTokenPayload;
  RefreshTokenInput: RefreshTokenInput;
  RefreshTokenPayload: RefreshTokenPayload;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterCustomerPayload: Omit<RegisterCustomerPayload, 'customer' | 'viewer'> & { customer?: Maybe<ResolversParentTypes['Customer']>, viewer?: Maybe<ResolversParentTypes['User']> };
  RemoveCouponsInput: RemoveCouponsInput;
  RemoveCouponsPayload: Omit<RemoveCouponsPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  RemoveItemsFromCartInput: RemoveItemsFromCartInput;
  RemoveItemsFromCartPayload: Omit<RemoveItemsFromCartPayload, 'cart' | 'cartItems'> & { cart?: Maybe<ResolversParentTypes['Cart']>, cartItems?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>> };
  RequestStockNotificationInput: RequestStockNotificationInput;
  RequestStockNotificationPayload: RequestStockNotificationPayload;
  ResetPasswordWithTokenInput: ResetPasswordWithTokenInput;
  ResetPasswordWithTokenPayload: ResetPasswordWithTokenPayload;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ResetUserPasswordPayload: Omit<ResetUserPasswordPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  RootMutation: Record<PropertyKey, never>;
  RootQuery: Record<PropertyKey, never>;
  RootQueryToCoaCategoryConnection: Omit<RootQueryToCoaCategoryConnection, 'edges' | 'nodes' | 'pageInfo'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToCoaCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['CoaCategory']>>>, pageInfo?: Maybe<ResolversParentTypes['WPPageInfo']> };
  RootQueryToCoaCategoryConnectionEdge: Omit<RootQueryToCoaCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['CoaCategory']> };
  RootQueryToCoaConnection: Omit<RootQueryToCoaConnection, 'edges' | 'nodes' | 'pageInfo'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToCoaConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Coa']>>>, pageInfo?: Maybe<ResolversParentTypes['WPPageInfo']> };
  RootQueryToCoaConnectionEdge: Omit<RootQueryToCoaConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Coa']> };
  RootQueryToCoaConnectionWhereArgs: RootQueryToCoaConnectionWhereArgs;
  RootQueryToOrderConnection: Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToOrderConnectionEdge']>, nodes: Array<ResolversParentTypes['Order']> };
  RootQueryToOrderConnectionEdge: Omit<RootQueryToOrderConnectionEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  RootQueryToOrderConnectionPageInfo: RootQueryToOrderConnectionPageInfo;
  RootQueryToOrderConnectionWhereArgs: RootQueryToOrderConnectionWhereArgs;
  RootQueryToPaymentGatewayConnection: RootQueryToPaymentGatewayConnection;
  RootQueryToPaymentGatewayConnectionEdge: RootQueryToPaymentGatewayConnectionEdge;
  RootQueryToPaymentGatewayConnectionPageInfo: RootQueryToPaymentGatewayConnectionPageInfo;
  RootQueryToPaymentGatewayConnectionWhereArgs: RootQueryToPaymentGatewayConnectionWhereArgs;
  RootQueryToPostConnection: Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToPostConnectionEdge']>, nodes: Array<ResolversParentTypes['Post']> };
  RootQueryToPostConnectionEdge: Omit<RootQueryToPostConnectionEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  RootQueryToPostConnectionPageInfo: RootQueryToPostConnectionPageInfo;
  RootQueryToPostConnectionWhereArgs: RootQueryToPostConnectionWhereArgs;
  RootQueryToProductCategoryConnection: Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToProductCategoryConnectionEdge']>, nodes: Array<ResolversParentTypes['ProductCategory']> };
  RootQueryToProductCategoryConnectionEdge: Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node: ResolversParentTypes['ProductCategory'] };
  RootQueryToProductCategoryConnectionPageInfo: RootQueryToProductCategoryConnectionPageInfo;
  RootQueryToProductCategoryConnectionWhereArgs: RootQueryToProductCategoryConnectionWhereArgs;
  RootQueryToProductConnection: Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToProductConnectionEdge']>, nodes: Array<ResolversParentTypes['Product']> };
  RootQueryToProductConnectionEdge: Omit<RootQueryToProductConnectionEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  RootQueryToProductConnectionPageInfo: RootQueryToProductConnectionPageInfo;
  RootQueryToProductConnectionWhereArgs: RootQueryToProductConnectionWhereArgs;
  RootQueryToTaxonomyConnection: Omit<RootQueryToTaxonomyConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToTaxonomyConnectionEdge']>, nodes: Array<ResolversParentTypes['Taxonomy']> };
  RootQueryToTaxonomyConnectionEdge: Omit<RootQueryToTaxonomyConnectionEdge, 'node'> & { node: ResolversParentTypes['Taxonomy'] };
  RootQueryToTaxonomyConnectionPageInfo: RootQueryToTaxonomyConnectionPageInfo;
  RootQueryToTermNodeConnection: Omit<RootQueryToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RootQueryToTermNodeConnectionEdge']>, nodes: Array<ResolversParentTypes['TermNode']> };
  RootQueryToTermNodeConnectionEdge: Omit<RootQueryToTermNodeConnectionEdge, 'node'> & { node: ResolversParentTypes['TermNode'] };
  RootQueryToTermNodeConnectionPageInfo: RootQueryToTermNodeConnectionPageInfo;
  RootQueryToTermNodeConnectionWhereArgs: RootQueryToTermNodeConnectionWhereArgs;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  SendPasswordResetEmailPayload: Omit<SendPasswordResetEmailPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SendReactResetPasswordEmailInput: SendReactResetPasswordEmailInput;
  SendReactResetPasswordEmailPayload: SendReactResetPasswordEmailPayload;
  SetPaymentMethodInput: SetPaymentMethodInput;
  SetPaymentMethodPayload: Omit<SetPaymentMethodPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  Settings: Settings;
  ShippingLine: ShippingLine;
  ShippingLineConnection: ResolversInterfaceTypes<ResolversParentTypes>['ShippingLineConnection'];
  ShippingLineConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['ShippingLineConnectionEdge'];
  ShippingLineConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['ShippingLineConnectionPageInfo'];
  ShippingMethodsAddressInput: ShippingMethodsAddressInput;
  ShippingMethodsCartItemInput: ShippingMethodsCartItemInput;
  ShippingPackage: Omit<ShippingPackage, 'rates'> & { rates?: Maybe<Array<Maybe<ResolversParentTypes['ShippingRate']>>> };
  ShippingRate: ShippingRateModel;
  SimpleCartItem: CartItemModel;
  SimpleProduct: ProductModel;
  SimpleProductVariation: ProductVariationModel;
  StockNotification: StockNotification;
  String: Scalars['String']['output'];
  Taxonomy: TaxonomyModel;
  TaxonomyConnection: ResolversInterfaceTypes<ResolversParentTypes>['TaxonomyConnection'];
  TaxonomyConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['TaxonomyConnectionEdge'];
  TaxonomyConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['TaxonomyConnectionPageInfo'];
  TaxonomyToTermNodeConnection: Omit<TaxonomyToTermNodeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['TaxonomyToTermNodeConnectionEdge']>, nodes: Array<ResolversParentTypes['TermNode']> };
  TaxonomyToTermNodeConnectionEdge: Omit<TaxonomyToTermNodeConnectionEdge, 'node'> & { node: ResolversParentTypes['TermNode'] };
  TaxonomyToTermNodeConnectionPageInfo: TaxonomyToTermNodeConnectionPageInfo;
  TermNode: ResolversInterfaceTypes<ResolversParentTypes>['TermNode'];
  TermNodeConnection: ResolversInterfaceTypes<ResolversParentTypes>['TermNodeConnection'];
  TermNodeConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['TermNodeConnectionEdge'];
  TermNodeConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['TermNodeConnectionPageInfo'];
  UniformResourceIdentifiable: ResolversInterfaceTypes<ResolversParentTypes>['UniformResourceIdentifiable'];
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerPayload: Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  UpdateItemQuantitiesInput: UpdateItemQuantitiesInput;
  UpdateItemQuantitiesPayload: Omit<UpdateItemQuantitiesPayload, 'cart' | 'items' | 'removed' | 'updated'> & { cart?: Maybe<ResolversParentTypes['Cart']>, items?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>>, removed?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>>, updated?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>> };
  UpdateShippingMethodInput: UpdateShippingMethodInput;
  UpdateShippingMethodPayload: Omit<UpdateShippingMethodPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: UserModel;
  UserConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['UserConnectionEdge'];
  VariableProduct: ProductModel;
  VariationAttribute: VariationAttribute;
  VariationAttributeConnection: ResolversInterfaceTypes<ResolversParentTypes>['VariationAttributeConnection'];
  VariationAttributeConnectionEdge: ResolversInterfaceTypes<ResolversParentTypes>['VariationAttributeConnectionEdge'];
  VariationAttributeConnectionPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['VariationAttributeConnectionPageInfo'];
  WPPageInfo: ResolversInterfaceTypes<ResolversParentTypes>['WPPageInfo'];
  WriteReviewInput: WriteReviewInput;
  WriteReviewPayload: Omit<WriteReviewPayload, 'review'> & { review?: Maybe<ResolversParentTypes['Comment']> };
};

export type AddToCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToCartPayload'] = ResolversParentTypes['AddToCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartItem?: Resolver<Maybe<ResolversTypes['CartItem']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AppliedCouponDiscountAmountArgs>>;
  discountTax?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AppliedCouponDiscountTaxArgs>>;
};

export type ApplyCouponPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyCouponPayload'] = ResolversParentTypes['ApplyCouponPayload']> = {
  applied?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  __resolveType: TypeResolveFn<'VariationAttribute', ParentType, ContextType>;
};

export type AvatarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Avatar'] = ResolversParentTypes['Avatar']> = {
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CancelStockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelStockNotificationPayload'] = ResolversParentTypes['CancelStockNotificationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['StockNotification']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  appliedCoupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  availableShippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingPackage']>>>, ParentType, ContextType>;
  chosenShippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  contents?: Resolver<Maybe<ResolversTypes['CartToCartItemConnection']>, ParentType, ContextType, Partial<CartContentsArgs>>;
  contentsTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartContentsTotalArgs>>;
  discountTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartDiscountTaxArgs>>;
  discountTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartDiscountTotalArgs>>;
  feeTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartFeeTotalArgs>>;
  fees?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartFee']>>>, ParentType, ContextType>;
  isEmpty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsShippingAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartShippingTaxArgs>>;
  shippingTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartShippingTotalArgs>>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartSubtotalTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartTotalTaxArgs>>;
};

export type CartFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartFee'] = ResolversParentTypes['CartFee']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  __resolveType: TypeResolveFn<'SimpleCartItem', ParentType, ContextType>;
};

export type CartItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemConnection'] = ResolversParentTypes['CartItemConnection']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnection', ParentType, ContextType>;
};

export type CartItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemConnectionEdge'] = ResolversParentTypes['CartItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionEdge', ParentType, ContextType>;
};

export type CartItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemConnectionPageInfo'] = ResolversParentTypes['CartItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionPageInfo', ParentType, ContextType>;
};

export type CartItemToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemToProductConnectionEdge'] = ResolversParentTypes['CartItemToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemToProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemToProductVariationConnectionEdge'] = ResolversParentTypes['CartItemToProductVariationConnectionEdge']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariationAttribute']>>>, ParentType, ContextType>;
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartToCartItemConnection'] = ResolversParentTypes['CartToCartItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CartToCartItemConnectionEdge']>, ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CartToCartItemConnectionPageInfo'], ParentType, ContextType>;
  productCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartToCartItemConnectionEdge'] = ResolversParentTypes['CartToCartItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CartItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartToCartItemConnectionPageInfo'] = ResolversParentTypes['CartToCartItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChangeAccountCredentialsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeAccountCredentialsPayload'] = ResolversParentTypes['ChangeAccountCredentialsPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CoaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coa'] = ResolversParentTypes['Coa']> = {
  coaCategories?: Resolver<Maybe<ResolversTypes['CoaToCoaCategoryConnection']>, ParentType, ContextType, Partial<CoaCoaCategoriesArgs>>;
  coaFields?: Resolver<Maybe<ResolversTypes['CoaFields']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featuredImage?: Resolver<Maybe<ResolversTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CoaCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoaCategory'] = ResolversParentTypes['CoaCategory']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CoaFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoaFields'] = ResolversParentTypes['CoaFields']> = {
  coaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CoaToCoaCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoaToCoaCategoryConnection'] = ResolversParentTypes['CoaToCoaCategoryConnection']> = {
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>>, ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  approved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['CommentToCommenterConnectionEdge']>, ParentType, ContextType>;
  commentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CommentContentArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replies?: Resolver<Maybe<ResolversTypes['CommentToCommentConnection']>, ParentType, ContextType, Partial<CommentRepliesArgs>>;
  status?: Resolver<Maybe<ResolversTypes['CommentStatusEnum']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = {
  avatar?: Resolver<Maybe<ResolversTypes['Avatar']>, ParentType, ContextType, Partial<CommentAuthorAvatarArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  __resolveType: TypeResolveFn<'CommentToCommentConnection' | 'ProductToCommentConnection', ParentType, ContextType>;
};

export type CommentConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnectionEdge'] = ResolversParentTypes['CommentConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CommentToCommentConnectionEdge' | 'ProductToCommentConnectionEdge', ParentType, ContextType>;
};

export type CommentConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnectionPageInfo'] = ResolversParentTypes['CommentConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'CommentToCommentConnectionPageInfo' | 'ProductToCommentConnectionPageInfo', ParentType, ContextType>;
};

export type CommentToCommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentToCommentConnection'] = ResolversParentTypes['CommentToCommentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CommentToCommentConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CommentToCommentConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentToCommentConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentToCommentConnectionEdge'] = ResolversParentTypes['CommentToCommentConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentToCommentConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentToCommentConnectionPageInfo'] = ResolversParentTypes['CommentToCommentConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentToCommenterConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentToCommenterConnectionEdge'] = ResolversParentTypes['CommentToCommenterConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Commenter'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommenterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Commenter'] = ResolversParentTypes['Commenter']> = {
  __resolveType: TypeResolveFn<'CommentAuthor' | 'User', ParentType, ContextType>;
};

export type CommenterConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommenterConnectionEdge'] = ResolversParentTypes['CommenterConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CommentToCommenterConnectionEdge', ParentType, ContextType>;
};

export type ConfirmStockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmStockNotificationPayload'] = ResolversParentTypes['ConfirmStockNotificationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Connection'] = ResolversParentTypes['Connection']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnection' | 'CommentToCommentConnection' | 'CustomerToDownloadableItemConnection' | 'CustomerToOrderConnection' | 'GlobalProductAttributeToTermNodeConnection' | 'GroupProductToProductUnionConnection' | 'OrderToCouponLineConnection' | 'OrderToDownloadableItemConnection' | 'OrderToFeeLineConnection' | 'OrderToLineItemConnection' | 'OrderToShippingLineConnection' | 'ProductCategoryToProductConnection' | 'ProductToCommentConnection' | 'ProductToMediaItemConnection' | 'ProductToProductCategoryConnection' | 'ProductToProductUnionConnection' | 'ProductToTermNodeConnection' | 'ProductVariationToVariationAttributeConnection' | 'ProductWithAttributesToGlobalProductAttributeConnection' | 'ProductWithAttributesToLocalProductAttributeConnection' | 'ProductWithAttributesToProductAttributeConnection' | 'ProductWithAttributesToVariationAttributeConnection' | 'ProductWithVariationsToProductVariationConnection' | 'RootQueryToOrderConnection' | 'RootQueryToPaymentGatewayConnection' | 'RootQueryToPostConnection' | 'RootQueryToProductCategoryConnection' | 'RootQueryToProductConnection' | 'RootQueryToTaxonomyConnection' | 'RootQueryToTermNodeConnection' | 'TaxonomyToTermNodeConnection', ParentType, ContextType>;
};

export type ContentNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentNode'] = ResolversParentTypes['ContentNode']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'Page' | 'Post' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type CountryStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryState'] = ResolversParentTypes['CountryState']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponLine'] = ResolversParentTypes['CouponLine']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponLineConnection'] = ResolversParentTypes['CouponLineConnection']> = {
  __resolveType: TypeResolveFn<'OrderToCouponLineConnection', ParentType, ContextType>;
};

export type CouponLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponLineConnectionEdge'] = ResolversParentTypes['CouponLineConnectionEdge']> = {
  __resolveType: TypeResolveFn<'OrderToCouponLineConnectionEdge', ParentType, ContextType>;
};

export type CouponLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponLineConnectionPageInfo'] = ResolversParentTypes['CouponLineConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'OrderToCouponLineConnectionPageInfo', ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadableItems?: Resolver<Maybe<ResolversTypes['CustomerToDownloadableItemConnection']>, ParentType, ContextType, Partial<CustomerDownloadableItemsArgs>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isJwtAuthSecretRevoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPayingCustomer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  jwtAuthExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwtAuthToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwtRefreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerToOrderConnection']>, ParentType, ContextType, Partial<CustomerOrdersArgs>>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['CountriesEnum']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnection'] = ResolversParentTypes['CustomerToDownloadableItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerToDownloadableItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DownloadableItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CustomerToDownloadableItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnectionEdge'] = ResolversParentTypes['CustomerToDownloadableItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DownloadableItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnectionPageInfo'] = ResolversParentTypes['CustomerToDownloadableItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToOrderConnection'] = ResolversParentTypes['CustomerToOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerToOrderConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CustomerToOrderConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToOrderConnectionEdge'] = ResolversParentTypes['CustomerToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToOrderConnectionPageInfo'] = ResolversParentTypes['CustomerToOrderConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DatabaseIdentifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatabaseIdentifier'] = ResolversParentTypes['DatabaseIdentifier']> = {
  __resolveType: TypeResolveFn<'Comment' | 'CommentAuthor' | 'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'PaSize' | 'Page' | 'Post' | 'ProductCategory' | 'SimpleProduct' | 'SimpleProductVariation' | 'User' | 'VariableProduct', ParentType, ContextType>;
};

export type DownloadableItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableItem'] = ResolversParentTypes['DownloadableItem']> = {
  accessExpires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['ProductDownload']>, ParentType, ContextType>;
  downloadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadNonce?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadableItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableItemConnection'] = ResolversParentTypes['DownloadableItemConnection']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnection' | 'OrderToDownloadableItemConnection', ParentType, ContextType>;
};

export type DownloadableItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableItemConnectionEdge'] = ResolversParentTypes['DownloadableItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnectionEdge' | 'OrderToDownloadableItemConnectionEdge', ParentType, ContextType>;
};

export type DownloadableItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableItemConnectionPageInfo'] = ResolversParentTypes['DownloadableItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo', ParentType, ContextType>;
};

export type DownloadableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableProduct'] = ResolversParentTypes['DownloadableProduct']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation', ParentType, ContextType>;
};

export type EdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Edge'] = ResolversParentTypes['Edge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'CartItemToProductVariationConnectionEdge' | 'CartToCartItemConnectionEdge' | 'CommentToCommentConnectionEdge' | 'CommentToCommenterConnectionEdge' | 'CustomerToDownloadableItemConnectionEdge' | 'CustomerToOrderConnectionEdge' | 'GlobalProductAttributeToTermNodeConnectionEdge' | 'GroupProductToProductUnionConnectionEdge' | 'LineItemToProductConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'NodeWithAuthorToUserConnectionEdge' | 'NodeWithFeaturedImageToMediaItemConnectionEdge' | 'OrderToCouponLineConnectionEdge' | 'OrderToDownloadableItemConnectionEdge' | 'OrderToFeeLineConnectionEdge' | 'OrderToLineItemConnectionEdge' | 'OrderToShippingLineConnectionEdge' | 'ProductCategoryToProductConnectionEdge' | 'ProductToCommentConnectionEdge' | 'ProductToMediaItemConnectionEdge' | 'ProductToProductCategoryConnectionEdge' | 'ProductToProductUnionConnectionEdge' | 'ProductToTermNodeConnectionEdge' | 'ProductVariationToVariationAttributeConnectionEdge' | 'ProductWithAttributesToGlobalProductAttributeConnectionEdge' | 'ProductWithAttributesToLocalProductAttributeConnectionEdge' | 'ProductWithAttributesToProductAttributeConnectionEdge' | 'ProductWithAttributesToVariationAttributeConnectionEdge' | 'ProductWithVariationsToProductVariationConnectionEdge' | 'RootQueryToOrderConnectionEdge' | 'RootQueryToPaymentGatewayConnectionEdge' | 'RootQueryToPostConnectionEdge' | 'RootQueryToProductCategoryConnectionEdge' | 'RootQueryToProductConnectionEdge' | 'RootQueryToTaxonomyConnectionEdge' | 'RootQueryToTermNodeConnectionEdge' | 'TaxonomyToTermNodeConnectionEdge', ParentType, ContextType>;
};

export type EmptyCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmptyCartPayload'] = ResolversParentTypes['EmptyCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type ExternalProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExternalProduct'] = ResolversParentTypes['ExternalProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductDescriptionArgs>>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductExcerptArgs>>;
  externalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<ExternalProductGalleryImagesArgs>>;
  globalAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductGlobalAttributesArgs>>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductLocalAttributesArgs>>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<ExternalProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<ExternalProductProductCategoriesArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<ExternalProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<ExternalProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductSalePriceArgs>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<ExternalProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductTitleArgs>>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLine'] = ResolversParentTypes['FeeLine']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeeLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLineConnection'] = ResolversParentTypes['FeeLineConnection']> = {
  __resolveType: TypeResolveFn<'OrderToFeeLineConnection', ParentType, ContextType>;
};

export type FeeLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLineConnectionEdge'] = ResolversParentTypes['FeeLineConnectionEdge']> = {
  __resolveType: TypeResolveFn<'OrderToFeeLineConnectionEdge', ParentType, ContextType>;
};

export type FeeLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLineConnectionPageInfo'] = ResolversParentTypes['FeeLineConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'OrderToFeeLineConnectionPageInfo', ParentType, ContextType>;
};

export type GeneralSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralSettings'] = ResolversParentTypes['GeneralSettings']> = {
  dateFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startOfWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GetAvailableShippingMethodsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetAvailableShippingMethodsPayload'] = ResolversParentTypes['GetAvailableShippingMethodsPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['ShippingRate']>, ParentType, ContextType>;
};

export type GlobalProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttribute'] = ResolversParentTypes['GlobalProductAttribute']> = {
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ProductAttributeTypesEnum'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['GlobalProductAttributeToTermNodeConnection']>, ParentType, ContextType, Partial<GlobalProductAttributeTermsArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeConnection'] = ResolversParentTypes['GlobalProductAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToGlobalProductAttributeConnection', ParentType, ContextType>;
};

export type GlobalProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeConnectionEdge'] = ResolversParentTypes['GlobalProductAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToGlobalProductAttributeConnectionEdge', ParentType, ContextType>;
};

export type GlobalProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeConnectionPageInfo'] = ResolversParentTypes['GlobalProductAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToGlobalProductAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnection'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GlobalProductAttributeToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['GlobalProductAttributeToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionEdge'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionPageInfo'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupProduct'] = ResolversParentTypes['GroupProduct']> = {
  addToCartText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<GroupProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<GroupProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductDescriptionArgs>>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductExcerptArgs>>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<GroupProductGalleryImagesArgs>>;
  globalAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, ParentType, ContextType, Partial<GroupProductGlobalAttributesArgs>>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, ParentType, ContextType, Partial<GroupProductLocalAttributesArgs>>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<GroupProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<GroupProductProductCategoriesArgs>>;
  products?: Resolver<Maybe<ResolversTypes['GroupProductToProductUnionConnection']>, ParentType, ContextType, Partial<GroupProductProductsArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<GroupProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<GroupProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductSalePriceArgs>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<GroupProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductTitleArgs>>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnection'] = ResolversParentTypes['GroupProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['GroupProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnectionEdge'] = ResolversParentTypes['GroupProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['GroupProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HierarchicalContentNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HierarchicalContentNode'] = ResolversParentTypes['HierarchicalContentNode']> = {
  __resolveType: TypeResolveFn<'MediaItem' | 'Page', ParentType, ContextType>;
};

export type HierarchicalNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HierarchicalNode'] = ResolversParentTypes['HierarchicalNode']> = {
  __resolveType: TypeResolveFn<'MediaItem' | 'Page' | 'ProductCategory', ParentType, ContextType>;
};

export type HierarchicalTermNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HierarchicalTermNode'] = ResolversParentTypes['HierarchicalTermNode']> = {
  __resolveType: TypeResolveFn<'ProductCategory', ParentType, ContextType>;
};

export type InitiatePaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InitiatePaymentPayload'] = ResolversParentTypes['InitiatePaymentPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InventoriedProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoriedProduct'] = ResolversParentTypes['InventoriedProduct']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['LineItemToProductConnectionEdge']>, ParentType, ContextType, Partial<LineItemProductArgs>>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemSubtotalArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemTotalArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['LineItemToProductVariationConnectionEdge']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItemConnection'] = ResolversParentTypes['LineItemConnection']> = {
  __resolveType: TypeResolveFn<'OrderToLineItemConnection', ParentType, ContextType>;
};

export type LineItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItemConnectionEdge'] = ResolversParentTypes['LineItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'OrderToLineItemConnectionEdge', ParentType, ContextType>;
};

export type LineItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItemConnectionPageInfo'] = ResolversParentTypes['LineItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'OrderToLineItemConnectionPageInfo', ParentType, ContextType>;
};

export type LineItemToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItemToProductConnectionEdge'] = ResolversParentTypes['LineItemToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineItemToProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItemToProductVariationConnectionEdge'] = ResolversParentTypes['LineItemToProductVariationConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocalProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalProductAttribute'] = ResolversParentTypes['LocalProductAttribute']> = {
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ProductAttributeTypesEnum'], ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocalProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalProductAttributeConnection'] = ResolversParentTypes['LocalProductAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToLocalProductAttributeConnection', ParentType, ContextType>;
};

export type LocalProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalProductAttributeConnectionEdge'] = ResolversParentTypes['LocalProductAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToLocalProductAttributeConnectionEdge', ParentType, ContextType>;
};

export type LocalProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalProductAttributeConnectionPageInfo'] = ResolversParentTypes['LocalProductAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToLocalProductAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type LoginClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginClient'] = ResolversParentTypes['LoginClient']> = {
  authorizationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientOptions?: Resolver<Maybe<ResolversTypes['LoginClientOptions']>, ParentType, ContextType>;
  isEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  loginOptions?: Resolver<Maybe<ResolversTypes['LoginOptions']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['LoginProviderEnum']>, ParentType, ContextType>;
};

export type LoginClientOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginClientOptions'] = ResolversParentTypes['LoginClientOptions']> = {
  __resolveType: TypeResolveFn<null, ParentType, ContextType>;
};

export type LoginOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginOptions'] = ResolversParentTypes['LoginOptions']> = {
  __resolveType: TypeResolveFn<null, ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  wooSessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type MediaDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaDetails'] = ResolversParentTypes['MediaDetails']> = {
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaItem'] = ResolversParentTypes['MediaItem']> = {
  altText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemFilePathArgs>>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaDetails?: Resolver<Maybe<ResolversTypes['MediaDetails']>, ParentType, ContextType>;
  mediaItemUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sizes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSizesArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSourceUrlArgs>>;
  srcSet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSrcSetArgs>>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MediaItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaItemConnection'] = ResolversParentTypes['MediaItemConnection']> = {
  __resolveType: TypeResolveFn<'ProductToMediaItemConnection', ParentType, ContextType>;
};

export type MediaItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaItemConnectionEdge'] = ResolversParentTypes['MediaItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'NodeWithFeaturedImageToMediaItemConnectionEdge' | 'ProductToMediaItemConnectionEdge', ParentType, ContextType>;
};

export type MediaItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaItemConnectionPageInfo'] = ResolversParentTypes['MediaItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductToMediaItemConnectionPageInfo', ParentType, ContextType>;
};

export type MenuItemLinkableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItemLinkable'] = ResolversParentTypes['MenuItemLinkable']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'Page' | 'Post' | 'ProductCategory' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type MetaDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetaData'] = ResolversParentTypes['MetaData']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Coa' | 'CoaCategory' | 'Comment' | 'CommentAuthor' | 'CouponLine' | 'Customer' | 'DownloadableItem' | 'ExternalProduct' | 'FeeLine' | 'GeneralSettings' | 'GlobalProductAttribute' | 'GroupProduct' | 'LineItem' | 'LocalProductAttribute' | 'MediaItem' | 'Order' | 'PaSize' | 'Page' | 'PaymentGateway' | 'Post' | 'ProductCategory' | 'ShippingLine' | 'SimpleCartItem' | 'SimpleProduct' | 'SimpleProductVariation' | 'Taxonomy' | 'User' | 'VariableProduct' | 'VariationAttribute', ParentType, ContextType>;
};

export type NodeWithAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithAuthor'] = ResolversParentTypes['NodeWithAuthor']> = {
  __resolveType: TypeResolveFn<'MediaItem' | 'Page' | 'Post', ParentType, ContextType>;
};

export type NodeWithAuthorToUserConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithAuthorToUserConnectionEdge'] = ResolversParentTypes['NodeWithAuthorToUserConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NodeWithCommentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithComments'] = ResolversParentTypes['NodeWithComments']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'Order' | 'Page' | 'Post' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithContentEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithContentEditor'] = ResolversParentTypes['NodeWithContentEditor']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'Page' | 'Post' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithExcerptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithExcerpt'] = ResolversParentTypes['NodeWithExcerpt']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'Post' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithFeaturedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithFeaturedImage'] = ResolversParentTypes['NodeWithFeaturedImage']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'Page' | 'Post' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge'] = ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NodeWithPageAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithPageAttributes'] = ResolversParentTypes['NodeWithPageAttributes']> = {
  __resolveType: TypeResolveFn<'Page', ParentType, ContextType>;
};

export type NodeWithRevisionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithRevisions'] = ResolversParentTypes['NodeWithRevisions']> = {
  __resolveType: TypeResolveFn<'Page' | 'Post', ParentType, ContextType>;
};

export type NodeWithTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithTemplate'] = ResolversParentTypes['NodeWithTemplate']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'Page' | 'Post' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithTitleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithTitle'] = ResolversParentTypes['NodeWithTitle']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'Page' | 'Post' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithTrackbacksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithTrackbacks'] = ResolversParentTypes['NodeWithTrackbacks']> = {
  __resolveType: TypeResolveFn<'Post', ParentType, ContextType>;
};

export type OffsetPaginationPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OffsetPaginationPageInfo'] = ResolversParentTypes['OffsetPaginationPageInfo']> = {
  hasMore?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPrevious?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OneToOneConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OneToOneConnection'] = ResolversParentTypes['OneToOneConnection']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'CartItemToProductVariationConnectionEdge' | 'CommentToCommenterConnectionEdge' | 'LineItemToProductConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'NodeWithAuthorToUserConnectionEdge' | 'NodeWithFeaturedImageToMediaItemConnectionEdge', ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponLines?: Resolver<Maybe<ResolversTypes['OrderToCouponLineConnection']>, ParentType, ContextType, Partial<OrderCouponLinesArgs>>;
  createdVia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datePaid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderDiscountTotalArgs>>;
  downloadableItems?: Resolver<Maybe<ResolversTypes['OrderToDownloadableItemConnection']>, ParentType, ContextType, Partial<OrderDownloadableItemsArgs>>;
  feeLines?: Resolver<Maybe<ResolversTypes['OrderToFeeLineConnection']>, ParentType, ContextType, Partial<OrderFeeLinesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Maybe<ResolversTypes['OrderToLineItemConnection']>, ParentType, ContextType, Partial<OrderLineItemsArgs>>;
  needsPayment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsProcessing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  orderKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  shippingLines?: Resolver<Maybe<ResolversTypes['OrderToShippingLineConnection']>, ParentType, ContextType, Partial<OrderShippingLinesArgs>>;
  shippingTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderShippingTotalArgs>>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatusEnum']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderSubtotalArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalTaxArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  __resolveType: TypeResolveFn<'CustomerToOrderConnection' | 'RootQueryToOrderConnection', ParentType, ContextType>;
};

export type OrderConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnectionEdge'] = ResolversParentTypes['OrderConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CustomerToOrderConnectionEdge' | 'RootQueryToOrderConnectionEdge', ParentType, ContextType>;
};

export type OrderConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnectionPageInfo'] = ResolversParentTypes['OrderConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'CustomerToOrderConnectionPageInfo' | 'RootQueryToOrderConnectionPageInfo', ParentType, ContextType>;
};

export type OrderToCouponLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToCouponLineConnection'] = ResolversParentTypes['OrderToCouponLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToCouponLineConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CouponLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToCouponLineConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToCouponLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToCouponLineConnectionEdge'] = ResolversParentTypes['OrderToCouponLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CouponLine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToCouponLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToCouponLineConnectionPageInfo'] = ResolversParentTypes['OrderToCouponLineConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnection'] = ResolversParentTypes['OrderToDownloadableItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToDownloadableItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DownloadableItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToDownloadableItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnectionEdge'] = ResolversParentTypes['OrderToDownloadableItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DownloadableItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnectionPageInfo'] = ResolversParentTypes['OrderToDownloadableItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToFeeLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToFeeLineConnection'] = ResolversParentTypes['OrderToFeeLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToFeeLineConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToFeeLineConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToFeeLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToFeeLineConnectionEdge'] = ResolversParentTypes['OrderToFeeLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FeeLine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToFeeLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToFeeLineConnectionPageInfo'] = ResolversParentTypes['OrderToFeeLineConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToLineItemConnection'] = ResolversParentTypes['OrderToLineItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToLineItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToLineItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToLineItemConnectionEdge'] = ResolversParentTypes['OrderToLineItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LineItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToLineItemConnectionPageInfo'] = ResolversParentTypes['OrderToLineItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToShippingLineConnection'] = ResolversParentTypes['OrderToShippingLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToShippingLineConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ShippingLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToShippingLineConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToShippingLineConnectionEdge'] = ResolversParentTypes['OrderToShippingLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ShippingLine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToShippingLineConnectionPageInfo'] = ResolversParentTypes['OrderToShippingLineConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaSize'] = ResolversParentTypes['PaSize']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termGroupId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  termTaxonomyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  authorDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PageContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRevision?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PageTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionPageInfo' | 'CommentToCommentConnectionPageInfo' | 'CustomerToDownloadableItemConnectionPageInfo' | 'CustomerToOrderConnectionPageInfo' | 'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'GroupProductToProductUnionConnectionPageInfo' | 'OrderToCouponLineConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo' | 'OrderToFeeLineConnectionPageInfo' | 'OrderToLineItemConnectionPageInfo' | 'OrderToShippingLineConnectionPageInfo' | 'ProductCategoryToProductConnectionPageInfo' | 'ProductToCommentConnectionPageInfo' | 'ProductToMediaItemConnectionPageInfo' | 'ProductToProductCategoryConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToGlobalProductAttributeConnectionPageInfo' | 'ProductWithAttributesToLocalProductAttributeConnectionPageInfo' | 'ProductWithAttributesToProductAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo' | 'ProductWithVariationsToProductVariationConnectionPageInfo' | 'RootQueryToOrderConnectionPageInfo' | 'RootQueryToPaymentGatewayConnectionPageInfo' | 'RootQueryToPostConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo' | 'RootQueryToProductConnectionPageInfo' | 'RootQueryToTaxonomyConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo' | 'TaxonomyToTermNodeConnectionPageInfo', ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentGatewayConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGatewayConnection'] = ResolversParentTypes['PaymentGatewayConnection']> = {
  __resolveType: TypeResolveFn<'RootQueryToPaymentGatewayConnection', ParentType, ContextType>;
};

export type PaymentGatewayConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGatewayConnectionEdge'] = ResolversParentTypes['PaymentGatewayConnectionEdge']> = {
  __resolveType: TypeResolveFn<'RootQueryToPaymentGatewayConnectionEdge', ParentType, ContextType>;
};

export type PaymentGatewayConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGatewayConnectionPageInfo'] = ResolversParentTypes['PaymentGatewayConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'RootQueryToPaymentGatewayConnectionPageInfo', ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  author?: Resolver<Maybe<ResolversTypes['NodeWithAuthorToUserConnectionEdge']>, ParentType, ContextType>;
  authorDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostExcerptArgs>>;
  featuredImage?: Resolver<Maybe<ResolversTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRevision?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pingStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinged?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostTitleArgs>>;
  toPing?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnection', ParentType, ContextType>;
};

export type PostConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnectionEdge'] = ResolversParentTypes['PostConnectionEdge']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnectionEdge', ParentType, ContextType>;
};

export type PostConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnectionPageInfo'] = ResolversParentTypes['PostConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnectionPageInfo', ParentType, ContextType>;
};

export type PreviewableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Previewable'] = ResolversParentTypes['Previewable']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'Page' | 'Post' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttribute' | 'LocalProductAttribute', ParentType, ContextType>;
};

export type ProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributeConnection'] = ResolversParentTypes['ProductAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnection', ParentType, ContextType>;
};

export type ProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributeConnectionEdge'] = ResolversParentTypes['ProductAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnectionEdge', ParentType, ContextType>;
};

export type ProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['ProductCategoryToProductConnection']>, ParentType, ContextType, Partial<ProductCategoryProductsArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termGroupId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  termTaxonomyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryConnection'] = ResolversParentTypes['ProductCategoryConnection']> = {
  __resolveType: TypeResolveFn<'ProductToProductCategoryConnection' | 'RootQueryToProductCategoryConnection', ParentType, ContextType>;
};

export type ProductCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryConnectionEdge'] = ResolversParentTypes['ProductCategoryConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductToProductCategoryConnectionEdge' | 'RootQueryToProductCategoryConnectionEdge', ParentType, ContextType>;
};

export type ProductCategoryConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductCategoryConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductToProductCategoryConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo', ParentType, ContextType>;
};

export type ProductCategoryFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryFacet'] = ResolversParentTypes['ProductCategoryFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCategoryToProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryToProductConnection'] = ResolversParentTypes['ProductCategoryToProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductCategoryToProductConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductCategoryToProductConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryToProductConnectionEdge'] = ResolversParentTypes['ProductCategoryToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToProductConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryToProductConnectionPageInfo'] = ResolversParentTypes['ProductCategoryToProductConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  __resolveType: TypeResolveFn<'ProductCategoryToProductConnection' | 'RootQueryToProductConnection', ParentType, ContextType>;
};

export type ProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnectionEdge'] = ResolversParentTypes['ProductConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'LineItemToProductConnectionEdge' | 'ProductCategoryToProductConnectionEdge' | 'RootQueryToProductConnectionEdge', ParentType, ContextType>;
};

export type ProductConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnectionPageInfo'] = ResolversParentTypes['ProductConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductCategoryToProductConnectionPageInfo' | 'RootQueryToProductConnectionPageInfo', ParentType, ContextType>;
};

export type ProductDownloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDownload'] = ResolversParentTypes['ProductDownload']> = {
  allowedFileType?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  downloadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileExists?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fileExt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filePathType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  categories?: Resolver<Array<ResolversTypes['ProductCategoryFacet']>, ParentType, ContextType>;
  inStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  onSaleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  coaFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaFile2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaFile3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaName2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaName3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductToCommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToCommentConnection'] = ResolversParentTypes['ProductToCommentConnection']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProductToCommentConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToCommentConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToCommentConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToCommentConnectionEdge'] = ResolversParentTypes['ProductToCommentConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToCommentConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToCommentConnectionPageInfo'] = ResolversParentTypes['ProductToCommentConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToMediaItemConnection'] = ResolversParentTypes['ProductToMediaItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToMediaItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToMediaItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToMediaItemConnectionEdge'] = ResolversParentTypes['ProductToMediaItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToMediaItemConnectionPageInfo'] = ResolversParentTypes['ProductToMediaItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductCategoryConnection'] = ResolversParentTypes['ProductToProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductCategoryConnectionEdge'] = ResolversParentTypes['ProductToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductToProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductUnionConnection'] = ResolversParentTypes['ProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductUnionConnectionEdge'] = ResolversParentTypes['ProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['ProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToTermNodeConnection'] = ResolversParentTypes['ProductToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToTermNodeConnectionEdge'] = ResolversParentTypes['ProductToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToTermNodeConnectionPageInfo'] = ResolversParentTypes['ProductToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductUnionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUnion'] = ResolversParentTypes['ProductUnion']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductUnionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUnionConnection'] = ResolversParentTypes['ProductUnionConnection']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnection' | 'ProductToProductUnionConnection', ParentType, ContextType>;
};

export type ProductUnionConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUnionConnectionEdge'] = ResolversParentTypes['ProductUnionConnectionEdge']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnectionEdge' | 'ProductToProductUnionConnectionEdge', ParentType, ContextType>;
};

export type ProductUnionConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUnionConnectionPageInfo'] = ResolversParentTypes['ProductUnionConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo', ParentType, ContextType>;
};

export type ProductVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariation'] = ResolversParentTypes['ProductVariation']> = {
  __resolveType: TypeResolveFn<'SimpleProductVariation', ParentType, ContextType>;
};

export type ProductVariationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationConnection'] = ResolversParentTypes['ProductVariationConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithVariationsToProductVariationConnection', ParentType, ContextType>;
};

export type ProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationConnectionEdge'] = ResolversParentTypes['ProductVariationConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductVariationConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'ProductWithVariationsToProductVariationConnectionEdge', ParentType, ContextType>;
};

export type ProductVariationConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationConnectionPageInfo'] = ResolversParentTypes['ProductVariationConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithVariationsToProductVariationConnectionPageInfo', ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnection'] = ResolversParentTypes['ProductVariationToVariationAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductVariationToVariationAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductVariationToVariationAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnectionEdge'] = ResolversParentTypes['ProductVariationToVariationAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnectionPageInfo'] = ResolversParentTypes['ProductVariationToVariationAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributes'] = ResolversParentTypes['ProductWithAttributes']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithAttributesToGlobalProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['GlobalProductAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToGlobalProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GlobalProductAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToGlobalProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToGlobalProductAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToLocalProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['LocalProductAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToLocalProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LocalProductAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToLocalProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToLocalProductAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToProductAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToProductAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToVariationAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['VariationAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithDimensionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithDimensions'] = ResolversParentTypes['ProductWithDimensions']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithPricing'] = ResolversParentTypes['ProductWithPricing']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithVariationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithVariations'] = ResolversParentTypes['ProductWithVariations']> = {
  __resolveType: TypeResolveFn<'VariableProduct', ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnection'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithVariationsToProductVariationConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithVariationsToProductVariationConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnectionEdge'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnectionPageInfo'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RefreshJwtAuthTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshJwtAuthTokenPayload'] = ResolversParentTypes['RefreshJwtAuthTokenPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RefreshTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshTokenPayload'] = ResolversParentTypes['RefreshTokenPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type RegisterCustomerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterCustomerPayload'] = ResolversParentTypes['RegisterCustomerPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RemoveCouponsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCouponsPayload'] = ResolversParentTypes['RemoveCouponsPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RemoveItemsFromCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveItemsFromCartPayload'] = ResolversParentTypes['RemoveItemsFromCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartItems?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RequestStockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestStockNotificationPayload'] = ResolversParentTypes['RequestStockNotificationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockNotificationStatusEnum'], ParentType, ContextType>;
};

export type ResetPasswordWithTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordWithTokenPayload'] = ResolversParentTypes['ResetPasswordWithTokenPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResetUserPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetUserPasswordPayload'] = ResolversParentTypes['ResetUserPasswordPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RootMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootMutation'] = ResolversParentTypes['RootMutation']> = {
  addToCart?: Resolver<Maybe<ResolversTypes['AddToCartPayload']>, ParentType, ContextType, RequireFields<RootMutationAddToCartArgs, 'input'>>;
  applyCoupon?: Resolver<Maybe<ResolversTypes['ApplyCouponPayload']>, ParentType, ContextType, RequireFields<RootMutationApplyCouponArgs, 'input'>>;
  cancelStockNotification?: Resolver<Maybe<ResolversTypes['CancelStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationCancelStockNotificationArgs, 'input'>>;
  changeAccountCredentials?: Resolver<Maybe<ResolversTypes['ChangeAccountCredentialsPayload']>, ParentType, ContextType, RequireFields<RootMutationChangeAccountCredentialsArgs, 'input'>>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutPayload']>, ParentType, ContextType, RequireFields<RootMutationCheckoutArgs, 'input'>>;
  confirmStockNotification?: Resolver<Maybe<ResolversTypes['ConfirmStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationConfirmStockNotificationArgs, 'input'>>;
  emptyCart?: Resolver<Maybe<ResolversTypes['EmptyCartPayload']>, ParentType, ContextType, RequireFields<RootMutationEmptyCartArgs, 'input'>>;
  getAvailableShippingMethods?: Resolver<Maybe<ResolversTypes['GetAvailableShippingMethodsPayload']>, ParentType, ContextType, RequireFields<RootMutationGetAvailableShippingMethodsArgs, 'input'>>;
  initiateBitcoinPayment?: Resolver<Maybe<ResolversTypes['InitiatePaymentPayload']>, ParentType, ContextType, RequireFields<RootMutationInitiateBitcoinPaymentArgs, 'input'>>;
  initiateCryptoPayment?: Resolver<Maybe<ResolversTypes['InitiatePaymentPayload']>, ParentType, ContextType, RequireFields<RootMutationInitiateCryptoPaymentArgs, 'input'>>;
  login?: Resolver<Maybe<ResolversTypes['LoginPayload']>, ParentType, ContextType, RequireFields<RootMutationLoginArgs, 'input'>>;
  logout?: Resolver<Maybe<ResolversTypes['LogoutPayload']>, ParentType, ContextType, RequireFields<RootMutationLogoutArgs, 'input'>>;
  refreshJwtAuthToken?: Resolver<Maybe<ResolversTypes['RefreshJwtAuthTokenPayload']>, ParentType, ContextType, RequireFields<RootMutationRefreshJwtAuthTokenArgs, 'input'>>;
  refreshToken?: Resolver<Maybe<ResolversTypes['RefreshTokenPayload']>, ParentType, ContextType, RequireFields<RootMutationRefreshTokenArgs, 'input'>>;
  registerCustomer?: Resolver<Maybe<ResolversTypes['RegisterCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationRegisterCustomerArgs, 'input'>>;
  removeCoupons?: Resolver<Maybe<ResolversTypes['RemoveCouponsPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveCouponsArgs, 'input'>>;
  removeItemsFromCart?: Resolver<Maybe<ResolversTypes['RemoveItemsFromCartPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveItemsFromCartArgs, 'input'>>;
  requestStockNotification?: Resolver<Maybe<ResolversTypes['RequestStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationRequestStockNotificationArgs, 'input'>>;
  resetPasswordWithToken?: Resolver<Maybe<ResolversTypes['ResetPasswordWithTokenPayload']>, ParentType, ContextType, RequireFields<RootMutationResetPasswordWithTokenArgs, 'input'>>;
  resetUserPassword?: Resolver<Maybe<ResolversTypes['ResetUserPasswordPayload']>, ParentType, ContextType, RequireFields<RootMutationResetUserPasswordArgs, 'input'>>;
  sendPasswordResetEmail?: Resolver<Maybe<ResolversTypes['SendPasswordResetEmailPayload']>, ParentType, ContextType, RequireFields<RootMutationSendPasswordResetEmailArgs, 'input'>>;
  sendReactResetPasswordEmail?: Resolver<Maybe<ResolversTypes['SendReactResetPasswordEmailPayload']>, ParentType, ContextType, RequireFields<RootMutationSendReactResetPasswordEmailArgs, 'input'>>;
  setPaymentMethod?: Resolver<Maybe<ResolversTypes['SetPaymentMethodPayload']>, ParentType, ContextType, RequireFields<RootMutationSetPaymentMethodArgs, 'input'>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['UpdateCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateCustomerArgs, 'input'>>;
  updateItemQuantities?: Resolver<Maybe<ResolversTypes['UpdateItemQuantitiesPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateItemQuantitiesArgs, 'input'>>;
  updateShippingMethod?: Resolver<Maybe<ResolversTypes['UpdateShippingMethodPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateShippingMethodArgs, 'input'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['UpdateUserPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateUserArgs, 'input'>>;
  writeReview?: Resolver<Maybe<ResolversTypes['WriteReviewPayload']>, ParentType, ContextType, RequireFields<RootMutationWriteReviewArgs, 'input'>>;
};

export type RootQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQuery'] = ResolversParentTypes['RootQuery']> = {
  allSettings?: Resolver<Maybe<ResolversTypes['Settings']>, ParentType, ContextType>;
  allowedCountries?: Resolver<Maybe<Array<Maybe<ResolversTypes['CountriesEnum']>>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<RootQueryCartArgs>>;
  chosenPaymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coaCategories?: Resolver<Maybe<ResolversTypes['RootQueryToCoaCategoryConnection']>, ParentType, ContextType, Partial<RootQueryCoaCategoriesArgs>>;
  coas?: Resolver<Maybe<ResolversTypes['RootQueryToCoaConnection']>, ParentType, ContextType, Partial<RootQueryCoasArgs>>;
  countryStates?: Resolver<Maybe<Array<Maybe<ResolversTypes['CountryState']>>>, ParentType, ContextType, RequireFields<RootQueryCountryStatesArgs, 'country'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootQueryCustomerArgs>>;
  freeShippingAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  generalSettings?: Resolver<Maybe<ResolversTypes['GeneralSettings']>, ParentType, ContextType>;
  loginClients?: Resolver<Maybe<Array<Maybe<ResolversTypes['LoginClient']>>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, Partial<RootQueryOrderArgs>>;
  orders?: Resolver<Maybe<ResolversTypes['RootQueryToOrderConnection']>, ParentType, ContextType, Partial<RootQueryOrdersArgs>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<RootQueryPageArgs, 'id'>>;
  paymentGateways?: Resolver<Maybe<ResolversTypes['RootQueryToPaymentGatewayConnection']>, ParentType, ContextType, Partial<RootQueryPaymentGatewaysArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<RootQueryPostArgs, 'id'>>;
  posts?: Resolver<Maybe<ResolversTypes['RootQueryToPostConnection']>, ParentType, ContextType, Partial<RootQueryPostsArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<RootQueryProductArgs, 'id'>>;
  productCategories?: Resolver<Maybe<ResolversTypes['RootQueryToProductCategoryConnection']>, ParentType, ContextType, Partial<RootQueryProductCategoriesArgs>>;
  productCertificates?: Resolver<Maybe<ResolversTypes['ProductPage']>, ParentType, ContextType, RequireFields<RootQueryProductCertificatesArgs, 'productId'>>;
  productFacets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType, Partial<RootQueryProductFacetsArgs>>;
  products?: Resolver<Maybe<ResolversTypes['RootQueryToProductConnection']>, ParentType, ContextType, Partial<RootQueryProductsArgs>>;
  stockNotifications?: Resolver<Array<ResolversTypes['StockNotification']>, ParentType, ContextType>;
  taxonomies?: Resolver<Maybe<ResolversTypes['RootQueryToTaxonomyConnection']>, ParentType, ContextType, Partial<RootQueryTaxonomiesArgs>>;
  taxonomy?: Resolver<Maybe<ResolversTypes['Taxonomy']>, ParentType, ContextType, RequireFields<RootQueryTaxonomyArgs, 'id'>>;
  terms?: Resolver<Maybe<ResolversTypes['RootQueryToTermNodeConnection']>, ParentType, ContextType, Partial<RootQueryTermsArgs>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RootQueryToCoaCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToCoaCategoryConnection'] = ResolversParentTypes['RootQueryToCoaCategoryConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaCategoryConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToCoaCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToCoaCategoryConnectionEdge'] = ResolversParentTypes['RootQueryToCoaCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CoaCategory']>, ParentType, ContextType>;
};

export type RootQueryToCoaConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToCoaConnection'] = ResolversParentTypes['RootQueryToCoaConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['Coa']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToCoaConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToCoaConnectionEdge'] = ResolversParentTypes['RootQueryToCoaConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Coa']>, ParentType, ContextType>;
};

export type RootQueryToOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToOrderConnection'] = ResolversParentTypes['RootQueryToOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToOrderConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToOrderConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToOrderConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToOrderConnectionEdge'] = ResolversParentTypes['RootQueryToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToOrderConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToOrderConnectionPageInfo'] = ResolversParentTypes['RootQueryToOrderConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnection'] = ResolversParentTypes['RootQueryToPaymentGatewayConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToPaymentGatewayConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToPaymentGatewayConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge'] = ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PaymentGateway'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnectionPageInfo'] = ResolversParentTypes['RootQueryToPaymentGatewayConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPostConnection'] = ResolversParentTypes['RootQueryToPostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToPostConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToPostConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPostConnectionEdge'] = ResolversParentTypes['RootQueryToPostConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPostConnectionPageInfo'] = ResolversParentTypes['RootQueryToPostConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnection'] = ResolversParentTypes['RootQueryToProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnectionEdge'] = ResolversParentTypes['RootQueryToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnectionPageInfo'] = ResolversParentTypes['RootQueryToProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductConnection'] = ResolversParentTypes['RootQueryToProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToProductConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToProductConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductConnectionEdge'] = ResolversParentTypes['RootQueryToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductConnectionPageInfo'] = ResolversParentTypes['RootQueryToProductConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offsetPagination?: Resolver<Maybe<ResolversTypes['OffsetPaginationPageInfo']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTaxonomyConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTaxonomyConnection'] = ResolversParentTypes['RootQueryToTaxonomyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToTaxonomyConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Taxonomy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToTaxonomyConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTaxonomyConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTaxonomyConnectionEdge'] = ResolversParentTypes['RootQueryToTaxonomyConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Taxonomy'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTaxonomyConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTaxonomyConnectionPageInfo'] = ResolversParentTypes['RootQueryToTaxonomyConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnection'] = ResolversParentTypes['RootQueryToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnectionEdge'] = ResolversParentTypes['RootQueryToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnectionPageInfo'] = ResolversParentTypes['RootQueryToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SendPasswordResetEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendPasswordResetEmailPayload'] = ResolversParentTypes['SendPasswordResetEmailPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SendReactResetPasswordEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendReactResetPasswordEmailPayload'] = ResolversParentTypes['SendReactResetPasswordEmailPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SetPaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPaymentMethodPayload'] = ResolversParentTypes['SetPaymentMethodPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = {
  generalSettingsDateFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsStartOfWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  generalSettingsTimeFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsTimezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingLine'] = ResolversParentTypes['ShippingLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  methodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingLineConnection'] = ResolversParentTypes['ShippingLineConnection']> = {
  __resolveType: TypeResolveFn<'OrderToShippingLineConnection', ParentType, ContextType>;
};

export type ShippingLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingLineConnectionEdge'] = ResolversParentTypes['ShippingLineConnectionEdge']> = {
  __resolveType: TypeResolveFn<'OrderToShippingLineConnectionEdge', ParentType, ContextType>;
};

export type ShippingLineConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingLineConnectionPageInfo'] = ResolversParentTypes['ShippingLineConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'OrderToShippingLineConnectionPageInfo', ParentType, ContextType>;
};

export type ShippingPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingPackage'] = ResolversParentTypes['ShippingPackage']> = {
  packageDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingRate']>>>, ParentType, ContextType>;
  supportsShippingCalculator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ShippingRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingRate'] = ResolversParentTypes['ShippingRate']> = {
  cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ShippingRateCostArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SimpleCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['CartItemToProductConnectionEdge']>, ParentType, ContextType, Partial<SimpleCartItemProductArgs>>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemSubtotalTaxArgs>>;
  tax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemTotalArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['CartItemToProductVariationConnectionEdge']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductDescriptionArgs>>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadExpiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloadLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloadable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductExcerptArgs>>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<SimpleProductGalleryImagesArgs>>;
  globalAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductGlobalAttributesArgs>>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductLocalAttributesArgs>>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<SimpleProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<SimpleProductProductCategoriesArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<SimpleProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<SimpleProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductSalePriceArgs>>;
  shippingClassId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippingRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingTaxable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<SimpleProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductTitleArgs>>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleProductVariation'] = ResolversParentTypes['SimpleProductVariation']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductVariationToVariationAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductVariationAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationDescriptionArgs>>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadExpiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloadLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloadable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAttributes?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<SimpleProductVariationMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationPriceArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationRegularPriceArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationSalePriceArgs>>;
  shippingClassId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippingRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingTaxable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockNotification'] = ResolversParentTypes['StockNotification']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateModified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockNotificationStatusEnum'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TaxonomyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Taxonomy'] = ResolversParentTypes['Taxonomy']> = {
  connectedTerms?: Resolver<Maybe<ResolversTypes['TaxonomyToTermNodeConnection']>, ParentType, ContextType, Partial<TaxonomyConnectedTermsArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  graphqlPluralName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  graphqlSingleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchical?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  public?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  restBase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showInGraphql?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaxonomyConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyConnection'] = ResolversParentTypes['TaxonomyConnection']> = {
  __resolveType: TypeResolveFn<'RootQueryToTaxonomyConnection', ParentType, ContextType>;
};

export type TaxonomyConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyConnectionEdge'] = ResolversParentTypes['TaxonomyConnectionEdge']> = {
  __resolveType: TypeResolveFn<'RootQueryToTaxonomyConnectionEdge', ParentType, ContextType>;
};

export type TaxonomyConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyConnectionPageInfo'] = ResolversParentTypes['TaxonomyConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'RootQueryToTaxonomyConnectionPageInfo', ParentType, ContextType>;
};

export type TaxonomyToTermNodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyToTermNodeConnection'] = ResolversParentTypes['TaxonomyToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TaxonomyToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['TaxonomyToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaxonomyToTermNodeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyToTermNodeConnectionEdge'] = ResolversParentTypes['TaxonomyToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaxonomyToTermNodeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyToTermNodeConnectionPageInfo'] = ResolversParentTypes['TaxonomyToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TermNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermNode'] = ResolversParentTypes['TermNode']> = {
  __resolveType: TypeResolveFn<'PaSize' | 'ProductCategory', ParentType, ContextType>;
};

export type TermNodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermNodeConnection'] = ResolversParentTypes['TermNodeConnection']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnection' | 'ProductToTermNodeConnection' | 'RootQueryToTermNodeConnection' | 'TaxonomyToTermNodeConnection', ParentType, ContextType>;
};

export type TermNodeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermNodeConnectionEdge'] = ResolversParentTypes['TermNodeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnectionEdge' | 'ProductToTermNodeConnectionEdge' | 'RootQueryToTermNodeConnectionEdge' | 'TaxonomyToTermNodeConnectionEdge', ParentType, ContextType>;
};

export type TermNodeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermNodeConnectionPageInfo'] = ResolversParentTypes['TermNodeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo' | 'TaxonomyToTermNodeConnectionPageInfo', ParentType, ContextType>;
};

export type UniformResourceIdentifiableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UniformResourceIdentifiable'] = ResolversParentTypes['UniformResourceIdentifiable']> = {
  __resolveType: TypeResolveFn<'Comment' | 'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'PaSize' | 'Page' | 'Post' | 'ProductCategory' | 'SimpleProduct' | 'SimpleProductVariation' | 'User' | 'VariableProduct', ParentType, ContextType>;
};

export type UpdateCustomerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCustomerPayload'] = ResolversParentTypes['UpdateCustomerPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateItemQuantitiesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateItemQuantitiesPayload'] = ResolversParentTypes['UpdateItemQuantitiesPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  removed?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  updated?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
};

export type UpdateShippingMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateShippingMethodPayload'] = ResolversParentTypes['UpdateShippingMethodPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['Avatar']>, ParentType, ContextType, RequireFields<UserAvatarArgs, 'size'>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isJwtAuthSecretRevoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jwtAuthExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwtAuthToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwtRefreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nicename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wooSessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnectionEdge'] = ResolversParentTypes['UserConnectionEdge']> = {
  __resolveType: TypeResolveFn<'NodeWithAuthorToUserConnectionEdge', ParentType, ContextType>;
};

export type VariableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariableProduct'] = ResolversParentTypes['VariableProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<VariableProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  commentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductContentArgs>>;
  contentTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOnSaleTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<VariableProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductDescriptionArgs>>;
  desiredSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductExcerptArgs>>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featuredImageDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featuredImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<VariableProductGalleryImagesArgs>>;
  globalAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToGlobalProductAttributeConnection']>, ParentType, ContextType, Partial<VariableProductGlobalAttributesArgs>>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  isComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFrontPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostsPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRestricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTermNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToLocalProductAttributeConnection']>, ParentType, ContextType, Partial<VariableProductLocalAttributesArgs>>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<VariableProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedGmt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewRevisionDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  previewRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<VariableProductProductCategoriesArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<VariableProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<VariableProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductSalePriceArgs>>;
  shippingClassId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippingRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingTaxable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<VariableProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductTitleArgs>>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variations?: Resolver<Maybe<ResolversTypes['ProductWithVariationsToProductVariationConnection']>, ParentType, ContextType, Partial<VariableProductVariationsArgs>>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariationAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttribute'] = ResolversParentTypes['VariationAttribute']> = {
  attributeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariationAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttributeConnection'] = ResolversParentTypes['VariationAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnection' | 'ProductWithAttributesToVariationAttributeConnection', ParentType, ContextType>;
};

export type VariationAttributeConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttributeConnectionEdge'] = ResolversParentTypes['VariationAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnectionEdge' | 'ProductWithAttributesToVariationAttributeConnectionEdge', ParentType, ContextType>;
};

export type VariationAttributeConnectionPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttributeConnectionPageInfo'] = ResolversParentTypes['VariationAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type WpPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WPPageInfo'] = ResolversParentTypes['WPPageInfo']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionPageInfo' | 'CommentToCommentConnectionPageInfo' | 'CustomerToDownloadableItemConnectionPageInfo' | 'CustomerToOrderConnectionPageInfo' | 'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'GroupProductToProductUnionConnectionPageInfo' | 'OrderToCouponLineConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo' | 'OrderToFeeLineConnectionPageInfo' | 'OrderToLineItemConnectionPageInfo' | 'OrderToShippingLineConnectionPageInfo' | 'ProductCategoryToProductConnectionPageInfo' | 'ProductToCommentConnectionPageInfo' | 'ProductToMediaItemConnectionPageInfo' | 'ProductToProductCategoryConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToGlobalProductAttributeConnectionPageInfo' | 'ProductWithAttributesToLocalProductAttributeConnectionPageInfo' | 'ProductWithAttributesToProductAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo' | 'ProductWithVariationsToProductVariationConnectionPageInfo' | 'RootQueryToOrderConnectionPageInfo' | 'RootQueryToPaymentGatewayConnectionPageInfo' | 'RootQueryToPostConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo' | 'RootQueryToProductConnectionPageInfo' | 'RootQueryToTaxonomyConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo' | 'TaxonomyToTermNodeConnectionPageInfo', ParentType, ContextType>;
};

export type WriteReviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WriteReviewPayload'] = ResolversParentTypes['WriteReviewPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddToCartPayload?: AddToCartPayloadResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  ApplyCouponPayload?: ApplyCouponPayloadResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  Avatar?: AvatarResolvers<ContextType>;
  CancelStockNotificationPayload?: CancelStockNotificationPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartFee?: CartFeeResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemConnection?: CartItemConnectionResolvers<ContextType>;
  CartItemConnectionEdge?: CartItemConnectionEdgeResolvers<ContextType>;
  CartItemConnectionPageInfo?: CartItemConnectionPageInfoResolvers<ContextType>;
  CartItemToProductConnectionEdge?: CartItemToProductConnectionEdgeResolvers<ContextType>;
  CartItemToProductVariationConnectionEdge?: CartItemToProductVariationConnectionEdgeResolvers<ContextType>;
  CartToCartItemConnection?: CartToCartItemConnectionResolvers<ContextType>;
  CartToCartItemConnectionEdge?: CartToCartItemConnectionEdgeResolvers<ContextType>;
  CartToCartItemConnectionPageInfo?: CartToCartItemConnectionPageInfoResolvers<ContextType>;
  ChangeAccountCredentialsPayload?: ChangeAccountCredentialsPayloadResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  Coa?: CoaResolvers<ContextType>;
  CoaCategory?: CoaCategoryResolvers<ContextType>;
  CoaFields?: CoaFieldsResolvers<ContextType>;
  CoaToCoaCategoryConnection?: CoaToCoaCategoryConnectionResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentConnectionEdge?: CommentConnectionEdgeResolvers<ContextType>;
  CommentConnectionPageInfo?: CommentConnectionPageInfoResolvers<ContextType>;
  CommentToCommentConnection?: CommentToCommentConnectionResolvers<ContextType>;
  CommentToCommentConnectionEdge?: CommentToCommentConnectionEdgeResolvers<ContextType>;
  CommentToCommentConnectionPageInfo?: CommentToCommentConnectionPageInfoResolvers<ContextType>;
  CommentToCommenterConnectionEdge?: CommentToCommenterConnectionEdgeResolvers<ContextType>;
  Commenter?: CommenterResolvers<ContextType>;
  CommenterConnectionEdge?: CommenterConnectionEdgeResolvers<ContextType>;
  ConfirmStockNotificationPayload?: ConfirmStockNotificationPayloadResolvers<ContextType>;
  Connection?: ConnectionResolvers<ContextType>;
  ContentNode?: ContentNodeResolvers<ContextType>;
  CountryState?: CountryStateResolvers<ContextType>;
  CouponLine?: CouponLineResolvers<ContextType>;
  CouponLineConnection?: CouponLineConnectionResolvers<ContextType>;
  CouponLineConnectionEdge?: CouponLineConnectionEdgeResolvers<ContextType>;
  CouponLineConnectionPageInfo?: CouponLineConnectionPageInfoResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerToDownloadableItemConnection?: CustomerToDownloadableItemConnectionResolvers<ContextType>;
  CustomerToDownloadableItemConnectionEdge?: CustomerToDownloadableItemConnectionEdgeResolvers<ContextType>;
  CustomerToDownloadableItemConnectionPageInfo?: CustomerToDownloadableItemConnectionPageInfoResolvers<ContextType>;
  CustomerToOrderConnection?: CustomerToOrderConnectionResolvers<ContextType>;
  CustomerToOrderConnectionEdge?: CustomerToOrderConnectionEdgeResolvers<ContextType>;
  CustomerToOrderConnectionPageInfo?: CustomerToOrderConnectionPageInfoResolvers<ContextType>;
  DatabaseIdentifier?: DatabaseIdentifierResolvers<ContextType>;
  DownloadableItem?: DownloadableItemResolvers<ContextType>;
  DownloadableItemConnection?: DownloadableItemConnectionResolvers<ContextType>;
  DownloadableItemConnectionEdge?: DownloadableItemConnectionEdgeResolvers<ContextType>;
  DownloadableItemConnectionPageInfo?: DownloadableItemConnectionPageInfoResolvers<ContextType>;
  DownloadableProduct?: DownloadableProductResolvers<ContextType>;
  Edge?: EdgeResolvers<ContextType>;
  EmptyCartPayload?: EmptyCartPayloadResolvers<ContextType>;
  ExternalProduct?: ExternalProductResolvers<ContextType>;
  FeeLine?: FeeLineResolvers<ContextType>;
  FeeLineConnection?: FeeLineConnectionResolvers<ContextType>;
  FeeLineConnectionEdge?: FeeLineConnectionEdgeResolvers<ContextType>;
  FeeLineConnectionPageInfo?: FeeLineConnectionPageInfoResolvers<ContextType>;
  GeneralSettings?: GeneralSettingsResolvers<ContextType>;
  GetAvailableShippingMethodsPayload?: GetAvailableShippingMethodsPayloadResolvers<ContextType>;
  GlobalProductAttribute?: GlobalProductAttributeResolvers<ContextType>;
  GlobalProductAttributeConnection?: GlobalProductAttributeConnectionResolvers<ContextType>;
  GlobalProductAttributeConnectionEdge?: GlobalProductAttributeConnectionEdgeResolvers<ContextType>;
  GlobalProductAttributeConnectionPageInfo?: GlobalProductAttributeConnectionPageInfoResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnection?: GlobalProductAttributeToTermNodeConnectionResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnectionEdge?: GlobalProductAttributeToTermNodeConnectionEdgeResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnectionPageInfo?: GlobalProductAttributeToTermNodeConnectionPageInfoResolvers<ContextType>;
  GroupProduct?: GroupProductResolvers<ContextType>;
  GroupProductToProductUnionConnection?: GroupProductToProductUnionConnectionResolvers<ContextType>;
  GroupProductToProductUnionConnectionEdge?: GroupProductToProductUnionConnectionEdgeResolvers<ContextType>;
  GroupProductToProductUnionConnectionPageInfo?: GroupProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  HierarchicalContentNode?: HierarchicalContentNodeResolvers<ContextType>;
  HierarchicalNode?: HierarchicalNodeResolvers<ContextType>;
  HierarchicalTermNode?: HierarchicalTermNodeResolvers<ContextType>;
  InitiatePaymentPayload?: InitiatePaymentPayloadResolvers<ContextType>;
  InventoriedProduct?: InventoriedProductResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LineItemConnection?: LineItemConnectionResolvers<ContextType>;
  LineItemConnectionEdge?: LineItemConnectionEdgeResolvers<ContextType>;
  LineItemConnectionPageInfo?: LineItemConnectionPageInfoResolvers<ContextType>;
  LineItemToProductConnectionEdge?: LineItemToProductConnectionEdgeResolvers<ContextType>;
  LineItemToProductVariationConnectionEdge?: LineItemToProductVariationConnectionEdgeResolvers<ContextType>;
  LocalProductAttribute?: LocalProductAttributeResolvers<ContextType>;
  LocalProductAttributeConnection?: LocalProductAttributeConnectionResolvers<ContextType>;
  LocalProductAttributeConnectionEdge?: LocalProductAttributeConnectionEdgeResolvers<ContextType>;
  LocalProductAttributeConnectionPageInfo?: LocalProductAttributeConnectionPageInfoResolvers<ContextType>;
  LoginClient?: LoginClientResolvers<ContextType>;
  LoginClientOptions?: LoginClientOptionsResolvers<ContextType>;
  LoginOptions?: LoginOptionsResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MediaDetails?: MediaDetailsResolvers<ContextType>;
  MediaItem?: MediaItemResolvers<ContextType>;
  MediaItemConnection?: MediaItemConnectionResolvers<ContextType>;
  MediaItemConnectionEdge?: MediaItemConnectionEdgeResolvers<ContextType>;
  MediaItemConnectionPageInfo?: MediaItemConnectionPageInfoResolvers<ContextType>;
  MenuItemLinkable?: MenuItemLinkableResolvers<ContextType>;
  MetaData?: MetaDataResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NodeWithAuthor?: NodeWithAuthorResolvers<ContextType>;
  NodeWithAuthorToUserConnectionEdge?: NodeWithAuthorToUserConnectionEdgeResolvers<ContextType>;
  NodeWithComments?: NodeWithCommentsResolvers<ContextType>;
  NodeWithContentEditor?: NodeWithContentEditorResolvers<ContextType>;
  NodeWithExcerpt?: NodeWithExcerptResolvers<ContextType>;
  NodeWithFeaturedImage?: NodeWithFeaturedImageResolvers<ContextType>;
  NodeWithFeaturedImageToMediaItemConnectionEdge?: NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType>;
  NodeWithPageAttributes?: NodeWithPageAttributesResolvers<ContextType>;
  NodeWithRevisions?: NodeWithRevisionsResolvers<ContextType>;
  NodeWithTemplate?: NodeWithTemplateResolvers<ContextType>;
  NodeWithTitle?: NodeWithTitleResolvers<ContextType>;
  NodeWithTrackbacks?: NodeWithTrackbacksResolvers<ContextType>;
  OffsetPaginationPageInfo?: OffsetPaginationPageInfoResolvers<ContextType>;
  OneToOneConnection?: OneToOneConnectionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderConnectionEdge?: OrderConnectionEdgeResolvers<ContextType>;
  OrderConnectionPageInfo?: OrderConnectionPageInfoResolvers<ContextType>;
  OrderToCouponLineConnection?: OrderToCouponLineConnectionResolvers<ContextType>;
  OrderToCouponLineConnectionEdge?: OrderToCouponLineConnectionEdgeResolvers<ContextType>;
  OrderToCouponLineConnectionPageInfo?: OrderToCouponLineConnectionPageInfoResolvers<ContextType>;
  OrderToDownloadableItemConnection?: OrderToDownloadableItemConnectionResolvers<ContextType>;
  OrderToDownloadableItemConnectionEdge?: OrderToDownloadableItemConnectionEdgeResolvers<ContextType>;
  OrderToDownloadableItemConnectionPageInfo?: OrderToDownloadableItemConnectionPageInfoResolvers<ContextType>;
  OrderToFeeLineConnection?: OrderToFeeLineConnectionResolvers<ContextType>;
  OrderToFeeLineConnectionEdge?: OrderToFeeLineConnectionEdgeResolvers<ContextType>;
  OrderToFeeLineConnectionPageInfo?: OrderToFeeLineConnectionPageInfoResolvers<ContextType>;
  OrderToLineItemConnection?: OrderToLineItemConnectionResolvers<ContextType>;
  OrderToLineItemConnectionEdge?: OrderToLineItemConnectionEdgeResolvers<ContextType>;
  OrderToLineItemConnectionPageInfo?: OrderToLineItemConnectionPageInfoResolvers<ContextType>;
  OrderToShippingLineConnection?: OrderToShippingLineConnectionResolvers<ContextType>;
  OrderToShippingLineConnectionEdge?: OrderToShippingLineConnectionEdgeResolvers<ContextType>;
  OrderToShippingLineConnectionPageInfo?: OrderToShippingLineConnectionPageInfoResolvers<ContextType>;
  PaSize?: PaSizeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentGatewayConnection?: PaymentGatewayConnectionResolvers<ContextType>;
  PaymentGatewayConnectionEdge?: PaymentGatewayConnectionEdgeResolvers<ContextType>;
  PaymentGatewayConnectionPageInfo?: PaymentGatewayConnectionPageInfoResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostConnectionEdge?: PostConnectionEdgeResolvers<ContextType>;
  PostConnectionPageInfo?: PostConnectionPageInfoResolvers<ContextType>;
  Previewable?: PreviewableResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductAttributeConnection?: ProductAttributeConnectionResolvers<ContextType>;
  ProductAttributeConnectionEdge?: ProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductAttributeConnectionPageInfo?: ProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryConnection?: ProductCategoryConnectionResolvers<ContextType>;
  ProductCategoryConnectionEdge?: ProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductCategoryConnectionPageInfo?: ProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductCategoryFacet?: ProductCategoryFacetResolvers<ContextType>;
  ProductCategoryToProductConnection?: ProductCategoryToProductConnectionResolvers<ContextType>;
  ProductCategoryToProductConnectionEdge?: ProductCategoryToProductConnectionEdgeResolvers<ContextType>;
  ProductCategoryToProductConnectionPageInfo?: ProductCategoryToProductConnectionPageInfoResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductConnectionEdge?: ProductConnectionEdgeResolvers<ContextType>;
  ProductConnectionPageInfo?: ProductConnectionPageInfoResolvers<ContextType>;
  ProductDownload?: ProductDownloadResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductToCommentConnection?: ProductToCommentConnectionResolvers<ContextType>;
  ProductToCommentConnectionEdge?: ProductToCommentConnectionEdgeResolvers<ContextType>;
  ProductToCommentConnectionPageInfo?: ProductToCommentConnectionPageInfoResolvers<ContextType>;
  ProductToMediaItemConnection?: ProductToMediaItemConnectionResolvers<ContextType>;
  ProductToMediaItemConnectionEdge?: ProductToMediaItemConnectionEdgeResolvers<ContextType>;
  ProductToMediaItemConnectionPageInfo?: ProductToMediaItemConnectionPageInfoResolvers<ContextType>;
  ProductToProductCategoryConnection?: ProductToProductCategoryConnectionResolvers<ContextType>;
  ProductToProductCategoryConnectionEdge?: ProductToProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductToProductCategoryConnectionPageInfo?: ProductToProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductToProductUnionConnection?: ProductToProductUnionConnectionResolvers<ContextType>;
  ProductToProductUnionConnectionEdge?: ProductToProductUnionConnectionEdgeResolvers<ContextType>;
  ProductToProductUnionConnectionPageInfo?: ProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  ProductToTermNodeConnection?: ProductToTermNodeConnectionResolvers<ContextType>;
  ProductToTermNodeConnectionEdge?: ProductToTermNodeConnectionEdgeResolvers<ContextType>;
  ProductToTermNodeConnectionPageInfo?: ProductToTermNodeConnectionPageInfoResolvers<ContextType>;
  ProductUnion?: ProductUnionResolvers<ContextType>;
  ProductUnionConnection?: ProductUnionConnectionResolvers<ContextType>;
  ProductUnionConnectionEdge?: ProductUnionConnectionEdgeResolvers<ContextType>;
  ProductUnionConnectionPageInfo?: ProductUnionConnectionPageInfoResolvers<ContextType>;
  ProductVariation?: ProductVariationResolvers<ContextType>;
  ProductVariationConnection?: ProductVariationConnectionResolvers<ContextType>;
  ProductVariationConnectionEdge?: ProductVariationConnectionEdgeResolvers<ContextType>;
  ProductVariationConnectionPageInfo?: ProductVariationConnectionPageInfoResolvers<ContextType>;
  ProductVariationToVariationAttributeConnection?: ProductVariationToVariationAttributeConnectionResolvers<ContextType>;
  ProductVariationToVariationAttributeConnectionEdge?: ProductVariationToVariationAttributeConnectionEdgeResolvers<ContextType>;
  ProductVariationToVariationAttributeConnectionPageInfo?: ProductVariationToVariationAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithAttributes?: ProductWithAttributesResolvers<ContextType>;
  ProductWithAttributesToGlobalProductAttributeConnection?: ProductWithAttributesToGlobalProductAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToGlobalProductAttributeConnectionEdge?: ProductWithAttributesToGlobalProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToGlobalProductAttributeConnectionPageInfo?: ProductWithAttributesToGlobalProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithAttributesToLocalProductAttributeConnection?: ProductWithAttributesToLocalProductAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToLocalProductAttributeConnectionEdge?: ProductWithAttributesToLocalProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToLocalProductAttributeConnectionPageInfo?: ProductWithAttributesToLocalProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnection?: ProductWithAttributesToProductAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnectionEdge?: ProductWithAttributesToProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnectionPageInfo?: ProductWithAttributesToProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnection?: ProductWithAttributesToVariationAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnectionEdge?: ProductWithAttributesToVariationAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnectionPageInfo?: ProductWithAttributesToVariationAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithDimensions?: ProductWithDimensionsResolvers<ContextType>;
  ProductWithPricing?: ProductWithPricingResolvers<ContextType>;
  ProductWithVariations?: ProductWithVariationsResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnection?: ProductWithVariationsToProductVariationConnectionResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnectionEdge?: ProductWithVariationsToProductVariationConnectionEdgeResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnectionPageInfo?: ProductWithVariationsToProductVariationConnectionPageInfoResolvers<ContextType>;
  RefreshJwtAuthTokenPayload?: RefreshJwtAuthTokenPayloadResolvers<ContextType>;
  RefreshTokenPayload?: RefreshTokenPayloadResolvers<ContextType>;
  RegisterCustomerPayload?: RegisterCustomerPayloadResolvers<ContextType>;
  RemoveCouponsPayload?: RemoveCouponsPayloadResolvers<ContextType>;
  RemoveItemsFromCartPayload?: RemoveItemsFromCartPayloadResolvers<ContextType>;
  RequestStockNotificationPayload?: RequestStockNotificationPayloadResolvers<ContextType>;
  ResetPasswordWithTokenPayload?: ResetPasswordWithTokenPayloadResolvers<ContextType>;
  ResetUserPasswordPayload?: ResetUserPasswordPayloadResolvers<ContextType>;
  RootMutation?: RootMutationResolvers<ContextType>;
  RootQuery?: RootQueryResolvers<ContextType>;
  RootQueryToCoaCategoryConnection?: RootQueryToCoaCategoryConnectionResolvers<ContextType>;
  RootQueryToCoaCategoryConnectionEdge?: RootQueryToCoaCategoryConnectionEdgeResolvers<ContextType>;
  RootQueryToCoaConnection?: RootQueryToCoaConnectionResolvers<ContextType>;
  RootQueryToCoaConnectionEdge?: RootQueryToCoaConnectionEdgeResolvers<ContextType>;
  RootQueryToOrderConnection?: RootQueryToOrderConnectionResolvers<ContextType>;
  RootQueryToOrderConnectionEdge?: RootQueryToOrderConnectionEdgeResolvers<ContextType>;
  RootQueryToOrderConnectionPageInfo?: RootQueryToOrderConnectionPageInfoResolvers<ContextType>;
  RootQueryToPaymentGatewayConnection?: RootQueryToPaymentGatewayConnectionResolvers<ContextType>;
  RootQueryToPaymentGatewayConnectionEdge?: RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType>;
  RootQueryToPaymentGatewayConnectionPageInfo?: RootQueryToPaymentGatewayConnectionPageInfoResolvers<ContextType>;
  RootQueryToPostConnection?: RootQueryToPostConnectionResolvers<ContextType>;
  RootQueryToPostConnectionEdge?: RootQueryToPostConnectionEdgeResolvers<ContextType>;
  RootQueryToPostConnectionPageInfo?: RootQueryToPostConnectionPageInfoResolvers<ContextType>;
  RootQueryToProductCategoryConnection?: RootQueryToProductCategoryConnectionResolvers<ContextType>;
  RootQueryToProductCategoryConnectionEdge?: RootQueryToProductCategoryConnectionEdgeResolvers<ContextType>;
  RootQueryToProductCategoryConnectionPageInfo?: RootQueryToProductCategoryConnectionPageInfoResolvers<ContextType>;
  RootQueryToProductConnection?: RootQueryToProductConnectionResolvers<ContextType>;
  RootQueryToProductConnectionEdge?: RootQueryToProductConnectionEdgeResolvers<ContextType>;
  RootQueryToProductConnectionPageInfo?: RootQueryToProductConnectionPageInfoResolvers<ContextType>;
  RootQueryToTaxonomyConnection?: RootQueryToTaxonomyConnectionResolvers<ContextType>;
  RootQueryToTaxonomyConnectionEdge?: RootQueryToTaxonomyConnectionEdgeResolvers<ContextType>;
  RootQueryToTaxonomyConnectionPageInfo?: RootQueryToTaxonomyConnectionPageInfoResolvers<ContextType>;
  RootQueryToTermNodeConnection?: RootQueryToTermNodeConnectionResolvers<ContextType>;
  RootQueryToTermNodeConnectionEdge?: RootQueryToTermNodeConnectionEdgeResolvers<ContextType>;
  RootQueryToTermNodeConnectionPageInfo?: RootQueryToTermNodeConnectionPageInfoResolvers<ContextType>;
  SendPasswordResetEmailPayload?: SendPasswordResetEmailPayloadResolvers<ContextType>;
  SendReactResetPasswordEmailPayload?: SendReactResetPasswordEmailPayloadResolvers<ContextType>;
  SetPaymentMethodPayload?: SetPaymentMethodPayloadResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  ShippingLine?: ShippingLineResolvers<ContextType>;
  ShippingLineConnection?: ShippingLineConnectionResolvers<ContextType>;
  ShippingLineConnectionEdge?: ShippingLineConnectionEdgeResolvers<ContextType>;
  ShippingLineConnectionPageInfo?: ShippingLineConnectionPageInfoResolvers<ContextType>;
  ShippingPackage?: ShippingPackageResolvers<ContextType>;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleProductVariation?: SimpleProductVariationResolvers<ContextType>;
  StockNotification?: StockNotificationResolvers<ContextType>;
  Taxonomy?: TaxonomyResolvers<ContextType>;
  TaxonomyConnection?: TaxonomyConnectionResolvers<ContextType>;
  TaxonomyConnectionEdge?: TaxonomyConnectionEdgeResolvers<ContextType>;
  TaxonomyConnectionPageInfo?: TaxonomyConnectionPageInfoResolvers<ContextType>;
  TaxonomyToTermNodeConnection?: TaxonomyToTermNodeConnectionResolvers<ContextType>;
  TaxonomyToTermNodeConnectionEdge?: TaxonomyToTermNodeConnectionEdgeResolvers<ContextType>;
  TaxonomyToTermNodeConnectionPageInfo?: TaxonomyToTermNodeConnectionPageInfoResolvers<ContextType>;
  TermNode?: TermNodeResolvers<ContextType>;
  TermNodeConnection?: TermNodeConnectionResolvers<ContextType>;
  TermNodeConnectionEdge?: TermNodeConnectionEdgeResolvers<ContextType>;
  TermNodeConnectionPageInfo?: TermNodeConnectionPageInfoResolvers<ContextType>;
  UniformResourceIdentifiable?: UniformResourceIdentifiableResolvers<ContextType>;
  UpdateCustomerPayload?: UpdateCustomerPayloadResolvers<ContextType>;
  UpdateItemQuantitiesPayload?: UpdateItemQuantitiesPayloadResolvers<ContextType>;
  UpdateShippingMethodPayload?: UpdateShippingMethodPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnectionEdge?: UserConnectionEdgeResolvers<ContextType>;
  VariableProduct?: VariableProductResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
  VariationAttributeConnection?: VariationAttributeConnectionResolvers<ContextType>;
  VariationAttributeConnectionEdge?: VariationAttributeConnectionEdgeResolvers<ContextType>;
  VariationAttributeConnectionPageInfo?: VariationAttributeConnectionPageInfoResolvers<ContextType>;
  WPPageInfo?: WpPageInfoResolvers<ContextType>;
  WriteReviewPayload?: WriteReviewPayloadResolvers<ContextType>;
};

