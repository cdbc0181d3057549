import type { GraphQLResolveInfo } from 'graphql';
import type { Cart as CartModel, CartItem as CartItemModel, Coa as CoaModel, CoaCategory as CoaCategoryModel, Customer as CustomerModel, Address as AddressModel, LineItem as LineItemModel, MediaItem as MediaItemModel, Order as OrderModel, Page as PageModel, Post as PostModel, Product as ProductModel, ProductCategory as ProductCategoryModel, ProductVariation as ProductVariationModel, User as UserModel } from '../model/models';
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
  productId: Scalars['Int']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
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
  /** The coupon's description as the shop wrote it (upstream has it on Coupon only). */
  description?: Maybe<Scalars['String']['output']>;
  discountAmount: Scalars['String']['output'];
  discountTax: Scalars['String']['output'];
  /** Whether the coupon is for individual use only, so no other coupon joins it (upstream has it on Coupon only). */
  individualUse?: Maybe<Scalars['Boolean']['output']>;
};


export type AppliedCouponDiscountAmountArgs = {
  excludeTax?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** The payment method chosen for this session (set by setPaymentMethod), or null. */
  chosenPaymentMethod?: Maybe<Scalars['String']['output']>;
  chosenShippingMethods?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  contents?: Maybe<CartToCartItemConnection>;
  contentsTotal?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  feeTotal?: Maybe<Scalars['String']['output']>;
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
  first?: InputMaybe<Scalars['Int']['input']>;
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
  __typename?: 'CartItem';
  key: Scalars['ID']['output'];
  product?: Maybe<CartItemToProductConnectionEdge>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<CartItemToProductVariationConnectionEdge>;
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

export type CartItemQuantityInput = {
  key: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type CartItemToProductConnectionEdge = {
  __typename?: 'CartItemToProductConnectionEdge';
  node?: Maybe<Product>;
};

export type CartItemToProductVariationConnectionEdge = {
  __typename?: 'CartItemToProductVariationConnectionEdge';
  attributes?: Maybe<Array<Maybe<VariationAttribute>>>;
  node?: Maybe<ProductVariation>;
};

export type CartToCartItemConnection = {
  __typename?: 'CartToCartItemConnection';
  edges?: Maybe<Array<Maybe<CartToCartItemConnectionEdge>>>;
  itemCount?: Maybe<Scalars['Int']['output']>;
  nodes?: Maybe<Array<Maybe<CartItem>>>;
  pageInfo?: Maybe<WpPageInfo>;
  productCount?: Maybe<Scalars['Int']['output']>;
};

export type CartToCartItemConnectionEdge = {
  __typename?: 'CartToCartItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<CartItem>;
};

export type CheckoutInput = {
  account?: InputMaybe<CreateAccountInput>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  customerNote?: InputMaybe<Scalars['String']['input']>;
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

/** The shop's 29 supported countries; upstream's enum lists every ISO country. */
export type CountriesEnum =
  | 'AT'
  | 'BE'
  | 'BG'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DK'
  | 'EE'
  | 'ES'
  | 'FI'
  | 'FR'
  | 'GB'
  | 'GR'
  | 'HR'
  | 'HU'
  | 'IE'
  | 'IT'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'MT'
  | 'NL'
  | 'NO'
  | 'PL'
  | 'PT'
  | 'RO'
  | 'SE'
  | 'SI'
  | 'SK';

export type CouponLine = {
  __typename?: 'CouponLine';
  code?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
};

export type CreateAccountInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Customer = Node & {
  __typename?: 'Customer';
  billing?: Maybe<CustomerAddress>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPayingCustomer?: Maybe<Scalars['Boolean']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  orderCount?: Maybe<Scalars['Int']['output']>;
  orders?: Maybe<CustomerToOrderConnection>;
  role?: Maybe<Scalars['String']['output']>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  /** The customer's back-in-stock requests, newest first (empty for a guest). */
  stockNotifications: Array<StockNotification>;
  username?: Maybe<Scalars['String']['output']>;
};


export type CustomerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type CustomerToOrderConnection = {
  __typename?: 'CustomerToOrderConnection';
  edges?: Maybe<Array<Maybe<CustomerToOrderConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<Order>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type CustomerToOrderConnectionEdge = {
  __typename?: 'CustomerToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<Order>;
};

export type CustomerToOrderConnectionWhereArgs = {
  statuses?: InputMaybe<Array<InputMaybe<OrderStatusEnum>>>;
};

export type FeeLine = {
  __typename?: 'FeeLine';
  amount?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
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

export type LineItem = {
  __typename?: 'LineItem';
  databaseId?: Maybe<Scalars['Int']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
  product?: Maybe<Product>;
  productId?: Maybe<Scalars['Int']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<ProductVariation>;
  variationId?: Maybe<Scalars['Int']['output']>;
};

export type LoginInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type ManageStockEnum =
  | 'FALSE'
  | 'PARENT'
  | 'TRUE';

export type MediaItem = Node & {
  __typename?: 'MediaItem';
  altText?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  /** Path of the file on the server that hosts it; the storefront loads images from there. */
  filePath?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mediaItemUrl?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type MediaItemTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type MetaDataInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type NodeWithAuthorToUserConnectionEdge = {
  __typename?: 'NodeWithAuthorToUserConnectionEdge';
  node?: Maybe<User>;
};

export type NodeWithFeaturedImageToMediaItemConnectionEdge = {
  __typename?: 'NodeWithFeaturedImageToMediaItemConnectionEdge';
  node?: Maybe<MediaItem>;
};

/** Numbered pages of a list, as the WPGraphQL Offset Pagination plugin asks for them. */
export type OffsetPagination = {
  /** How many items come before the page. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** How many items the page holds (at most 100). */
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** Where an offset page sits in the whole list (WPGraphQL Offset Pagination). */
export type OffsetPaginationPageInfo = {
  __typename?: 'OffsetPaginationPageInfo';
  /** Whether items follow the page. */
  hasMore?: Maybe<Scalars['Boolean']['output']>;
  /** Whether items come before the page. */
  hasPrevious?: Maybe<Scalars['Boolean']['output']>;
  /** Items matching the query across every page. */
  total?: Maybe<Scalars['Int']['output']>;
};

export type Order = Node & {
  __typename?: 'Order';
  billing?: Maybe<CustomerAddress>;
  couponLines?: Maybe<OrderToCouponLineConnection>;
  currency?: Maybe<Scalars['String']['output']>;
  customerNote?: Maybe<Scalars['String']['output']>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  datePaid?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  feeLines?: Maybe<OrderToFeeLineConnection>;
  id: Scalars['ID']['output'];
  lineItems?: Maybe<OrderToLineItemConnection>;
  needsPayment?: Maybe<Scalars['Boolean']['output']>;
  orderKey?: Maybe<Scalars['String']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  paymentMethodTitle?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  shippingTotal?: Maybe<Scalars['String']['output']>;
  status?: Maybe<OrderStatusEnum>;
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};


export type OrderCouponLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderDiscountTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderFeeLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type OrderEnum =
  | 'ASC'
  | 'DESC';

export type OrderIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'ORDER_NUMBER';

export type OrderStatusEnum =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'FAILED'
  | 'ON_HOLD'
  | 'PENDING'
  | 'PROCESSING'
  | 'REFUNDED';

export type OrderToCouponLineConnection = {
  __typename?: 'OrderToCouponLineConnection';
  edges?: Maybe<Array<Maybe<OrderToCouponLineConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<CouponLine>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type OrderToCouponLineConnectionEdge = {
  __typename?: 'OrderToCouponLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<CouponLine>;
};

export type OrderToFeeLineConnection = {
  __typename?: 'OrderToFeeLineConnection';
  edges?: Maybe<Array<Maybe<OrderToFeeLineConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<FeeLine>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type OrderToFeeLineConnectionEdge = {
  __typename?: 'OrderToFeeLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<FeeLine>;
};

export type OrderToLineItemConnection = {
  __typename?: 'OrderToLineItemConnection';
  edges?: Maybe<Array<Maybe<OrderToLineItemConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<LineItem>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type OrderToLineItemConnectionEdge = {
  __typename?: 'OrderToLineItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<LineItem>;
};

export type Page = Node & {
  __typename?: 'Page';
  content?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  slug?: Maybe<Scalars['String']['output']>;
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

export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type Post = Node & {
  __typename?: 'Post';
  author?: Maybe<NodeWithAuthorToUserConnectionEdge>;
  content?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featuredImage?: Maybe<NodeWithFeaturedImageToMediaItemConnectionEdge>;
  id: Scalars['ID']['output'];
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
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

export type PostIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type PostObjectFieldFormatEnum =
  | 'RAW'
  | 'RENDERED';

export type PricingFieldFormatEnum =
  | 'FORMATTED'
  | 'RAW';

export type Product = {
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** Certificate-of-analysis links of the product (ACF field group 'productPage'). */
  productPage?: Maybe<ProductPage>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
};


export type ProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type ProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductCategory = Node & {
  __typename?: 'ProductCategory';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
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

export type ProductToProductCategoryConnection = {
  __typename?: 'ProductToProductCategoryConnection';
  edges?: Maybe<Array<Maybe<ProductToProductCategoryConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<ProductCategory>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type ProductToProductCategoryConnectionEdge = {
  __typename?: 'ProductToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<ProductCategory>;
};

export type ProductToProductCategoryConnectionWhereArgs = {
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductVariation = Node & {
  __typename?: 'ProductVariation';
  attributes?: Maybe<ProductVariationToVariationAttributeConnection>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  manageStock?: Maybe<ManageStockEnum>;
  name?: Maybe<Scalars['String']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
};


export type ProductVariationAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type ProductVariationToVariationAttributeConnection = {
  __typename?: 'ProductVariationToVariationAttributeConnection';
  nodes?: Maybe<Array<Maybe<VariationAttribute>>>;
};

export type ProductsOrderByEnum =
  | 'DATE'
  | 'MENU_ORDER'
  | 'PRICE'
  | 'SLUG'
  | 'TOTAL_SALES';

export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: InputMaybe<OrderEnum>;
};

export type RegisterCustomerInput = {
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterCustomerPayload = {
  __typename?: 'RegisterCustomerPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

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

export type RootMutation = {
  __typename?: 'RootMutation';
  addToCart?: Maybe<AddToCartPayload>;
  applyCoupon?: Maybe<ApplyCouponPayload>;
  /** Cancels a back-in-stock request: the logged-in customer's own by id, or any with the e-mailed token. */
  cancelStockNotification?: Maybe<CancelStockNotificationPayload>;
  checkout?: Maybe<CheckoutPayload>;
  /** Confirms a guest's back-in-stock request with the token of the e-mailed confirmation link. */
  confirmStockNotification?: Maybe<ConfirmStockNotificationPayload>;
  /** Shipping rates for an address and a list of items, without changing the session's cart. */
  getAvailableShippingMethods?: Maybe<GetAvailableShippingMethodsPayload>;
  /** Starts a payment with the bitcoin gateway (btcpaygf_default) for one of the caller's orders. */
  initiateBitcoinPayment?: Maybe<InitiatePaymentPayload>;
  /** Starts a payment with the crypto gateway for one of the caller's orders; gives a URL to redirect to. */
  initiateCryptoPayment?: Maybe<InitiatePaymentPayload>;
  login?: Maybe<LoginPayload>;
  registerCustomer?: Maybe<RegisterCustomerPayload>;
  removeCoupons?: Maybe<RemoveCouponsPayload>;
  removeItemsFromCart?: Maybe<RemoveItemsFromCartPayload>;
  /** Asks for one e-mail when an out-of-stock product or variation is back; a guest's address confirms by e-mail first. */
  requestStockNotification?: Maybe<RequestStockNotificationPayload>;
  /** Sets a new password with a single-use reset token from the e-mailed link (valid for 1 hour). */
  resetPasswordWithToken?: Maybe<ResetPasswordWithTokenPayload>;
  /** Sends a reset-password link to the storefront; answers the same whether or not the address is known. */
  sendReactResetPasswordEmail?: Maybe<SendReactResetPasswordEmailPayload>;
  /** Stores the chosen payment method on the session; the cart total then includes its discount. */
  setPaymentMethod?: Maybe<SetPaymentMethodPayload>;
  updateCustomer?: Maybe<UpdateCustomerPayload>;
  updateItemQuantities?: Maybe<UpdateItemQuantitiesPayload>;
  updateShippingMethod?: Maybe<UpdateShippingMethodPayload>;
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


export type RootMutationCheckoutArgs = {
  input: CheckoutInput;
};


export type RootMutationConfirmStockNotificationArgs = {
  input: ConfirmStockNotificationInput;
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

export type RootQuery = {
  __typename?: 'RootQuery';
  /** The session's cart (guest or logged-in customer). */
  cart?: Maybe<Cart>;
  /** COA categories with the number of entries in each. */
  coaCategories?: Maybe<RootQueryToCoaCategoryConnection>;
  /** Certificate-of-analysis entries (the COA library), newest first. */
  coas?: Maybe<RootQueryToCoaConnection>;
  /** The session's customer; a guest reads id 'guest'. */
  customer?: Maybe<Customer>;
  /** Cart subtotal above which shipping is free, in euros (the mini-cart meter's threshold). */
  freeShippingAmount?: Maybe<Scalars['Float']['output']>;
  /** One order, visible to its owner or to the session that placed it. */
  order?: Maybe<Order>;
  /** The caller's orders, newest first. */
  orders?: Maybe<RootQueryToOrderConnection>;
  /** A page by URI, database id or global id. */
  page?: Maybe<Page>;
  /** Enabled payment gateways. */
  paymentGateways?: Maybe<RootQueryToPaymentGatewayConnection>;
  /** A blog post by slug, URI, database id or global id. */
  post?: Maybe<Post>;
  /** Blog posts, newest first. */
  posts?: Maybe<RootQueryToPostConnection>;
  /** A product by slug, SKU, database id or global id. */
  product?: Maybe<Product>;
  /** Product categories. */
  productCategories?: Maybe<RootQueryToProductCategoryConnection>;
  /** The filter panel's counts for a product list: what each choice would leave under the other filters, and the price range. */
  productFacets: ProductFacets;
  /** Products, filtered and ordered. */
  products?: Maybe<RootQueryToProductConnection>;
  /** The logged-in user, or null for a guest. */
  viewer?: Maybe<User>;
};


export type RootQueryCartArgs = {
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
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToOrderConnectionWhereArgs>;
};


export type RootQueryPageArgs = {
  asPreview?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  idType?: InputMaybe<PageIdType>;
};


export type RootQueryPaymentGatewaysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToPaymentGatewayConnectionWhereArgs>;
};


export type RootQueryPostArgs = {
  asPreview?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  idType?: InputMaybe<PostIdType>;
};


export type RootQueryPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToPostConnectionWhereArgs>;
};


export type RootQueryProductArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<ProductIdTypeEnum>;
};


export type RootQueryProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductCategoryConnectionWhereArgs>;
};


export type RootQueryProductFacetsArgs = {
  where?: InputMaybe<RootQueryToProductConnectionWhereArgs>;
};


export type RootQueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductConnectionWhereArgs>;
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

export type RootQueryToOrderConnection = {
  __typename?: 'RootQueryToOrderConnection';
  edges?: Maybe<Array<Maybe<RootQueryToOrderConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<Order>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type RootQueryToOrderConnectionEdge = {
  __typename?: 'RootQueryToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<Order>;
};

export type RootQueryToOrderConnectionWhereArgs = {
  statuses?: InputMaybe<Array<InputMaybe<OrderStatusEnum>>>;
};

export type RootQueryToPaymentGatewayConnection = {
  __typename?: 'RootQueryToPaymentGatewayConnection';
  edges?: Maybe<Array<Maybe<RootQueryToPaymentGatewayConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<PaymentGateway>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type RootQueryToPaymentGatewayConnectionEdge = {
  __typename?: 'RootQueryToPaymentGatewayConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<PaymentGateway>;
};

export type RootQueryToPaymentGatewayConnectionWhereArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RootQueryToPostConnection = {
  __typename?: 'RootQueryToPostConnection';
  edges?: Maybe<Array<Maybe<RootQueryToPostConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<Post>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type RootQueryToPostConnectionEdge = {
  __typename?: 'RootQueryToPostConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<Post>;
};

export type RootQueryToPostConnectionWhereArgs = {
  categoryName?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToProductCategoryConnection = {
  __typename?: 'RootQueryToProductCategoryConnection';
  edges?: Maybe<Array<Maybe<RootQueryToProductCategoryConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<ProductCategory>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type RootQueryToProductCategoryConnectionEdge = {
  __typename?: 'RootQueryToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<ProductCategory>;
};

export type RootQueryToProductCategoryConnectionWhereArgs = {
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToProductConnection = {
  __typename?: 'RootQueryToProductConnection';
  edges?: Maybe<Array<Maybe<RootQueryToProductConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<Product>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type RootQueryToProductConnectionEdge = {
  __typename?: 'RootQueryToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<Product>;
};

export type RootQueryToProductConnectionWhereArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Reads a numbered page instead of a cursor's (WPGraphQL Offset Pagination); first and after are then ignored. */
  offsetPagination?: InputMaybe<OffsetPagination>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
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

export type SimpleProduct = Node & Product & {
  __typename?: 'SimpleProduct';
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  manageStock?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** Certificate-of-analysis links of the product (ACF field group 'productPage'). */
  productPage?: Maybe<ProductPage>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
};


export type SimpleProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type SimpleProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductShortDescriptionArgs = {
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

export type UpdateCustomerInput = {
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password: required with a new password or a new e-mail address, so a login token alone cannot take the account over. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
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

export type User = Node & {
  __typename?: 'User';
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nicename?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['Int']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type VariableProduct = Node & Product & {
  __typename?: 'VariableProduct';
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  manageStock?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** Certificate-of-analysis links of the product (ACF field group 'productPage'). */
  productPage?: Maybe<ProductPage>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  variations?: Maybe<VariableProductToProductVariationConnection>;
};


export type VariableProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToProductCategoryConnectionWhereArgs>;
};


export type VariableProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductVariationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<VariableProductToProductVariationConnectionWhereArgs>;
};

export type VariableProductToProductVariationConnection = {
  __typename?: 'VariableProductToProductVariationConnection';
  edges?: Maybe<Array<Maybe<VariableProductToProductVariationConnectionEdge>>>;
  nodes?: Maybe<Array<Maybe<ProductVariation>>>;
  pageInfo?: Maybe<WpPageInfo>;
};

export type VariableProductToProductVariationConnectionEdge = {
  __typename?: 'VariableProductToProductVariationConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node?: Maybe<ProductVariation>;
};

export type VariableProductToProductVariationConnectionWhereArgs = {
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
};

export type VariationAttribute = {
  __typename?: 'VariationAttribute';
  attributeId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type WpPageInfo = {
  __typename?: 'WPPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The offset page's place in the whole list, when the query asked for offsetPagination. */
  offsetPagination?: Maybe<OffsetPaginationPageInfo>;
  startCursor?: Maybe<Scalars['String']['output']>;
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
  Node:
    | ( CoaModel )
    | ( CoaCategoryModel )
    | ( CustomerModel )
    | ( MediaItemModel )
    | ( OrderModel )
    | ( PageModel )
    | ( PostModel )
    | ( ProductCategoryModel )
    | ( ProductVariationModel )
    | ( ProductModel )
    | ( UserModel )
    | ( ProductModel )
  ;
  Product:
    | ( ProductModel )
    | ( ProductModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddToCartInput: AddToCartInput;
  AddToCartPayload: ResolverTypeWrapper<Omit<AddToCartPayload, 'cart' | 'cartItem'> & { cart?: Maybe<ResolversTypes['Cart']>, cartItem?: Maybe<ResolversTypes['CartItem']> }>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  ApplyCouponInput: ApplyCouponInput;
  ApplyCouponPayload: ResolverTypeWrapper<Omit<ApplyCouponPayload, 'applied' | 'cart'> & { applied?: Maybe<ResolversTypes['AppliedCoupon']>, cart?: Maybe<ResolversTypes['Cart']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelStockNotificationInput: CancelStockNotificationInput;
  CancelStockNotificationPayload: ResolverTypeWrapper<CancelStockNotificationPayload>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartFee: ResolverTypeWrapper<CartFee>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemQuantityInput: CartItemQuantityInput;
  CartItemToProductConnectionEdge: ResolverTypeWrapper<Omit<CartItemToProductConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Product']> }>;
  CartItemToProductVariationConnectionEdge: ResolverTypeWrapper<Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['ProductVariation']> }>;
  CartToCartItemConnection: ResolverTypeWrapper<Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['CartToCartItemConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>> }>;
  CartToCartItemConnectionEdge: ResolverTypeWrapper<Omit<CartToCartItemConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['CartItem']> }>;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: ResolverTypeWrapper<Omit<CheckoutPayload, 'customer' | 'order'> & { customer?: Maybe<ResolversTypes['Customer']>, order?: Maybe<ResolversTypes['Order']> }>;
  Coa: ResolverTypeWrapper<CoaModel>;
  CoaCategory: ResolverTypeWrapper<CoaCategoryModel>;
  CoaFields: ResolverTypeWrapper<CoaFields>;
  CoaToCoaCategoryConnection: ResolverTypeWrapper<Omit<CoaToCoaCategoryConnection, 'nodes'> & { nodes?: Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>> }>;
  ConfirmStockNotificationInput: ConfirmStockNotificationInput;
  ConfirmStockNotificationPayload: ResolverTypeWrapper<ConfirmStockNotificationPayload>;
  CountriesEnum: CountriesEnum;
  CouponLine: ResolverTypeWrapper<CouponLine>;
  CreateAccountInput: CreateAccountInput;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerAddress: ResolverTypeWrapper<AddressModel>;
  CustomerAddressInput: CustomerAddressInput;
  CustomerToOrderConnection: ResolverTypeWrapper<Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['CustomerToOrderConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Order']>>> }>;
  CustomerToOrderConnectionEdge: ResolverTypeWrapper<Omit<CustomerToOrderConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Order']> }>;
  CustomerToOrderConnectionWhereArgs: CustomerToOrderConnectionWhereArgs;
  FeeLine: ResolverTypeWrapper<FeeLine>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GetAvailableShippingMethodsInput: GetAvailableShippingMethodsInput;
  GetAvailableShippingMethodsPayload: ResolverTypeWrapper<GetAvailableShippingMethodsPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: ResolverTypeWrapper<InitiatePaymentPayload>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineItem: ResolverTypeWrapper<LineItemModel>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'customer' | 'user'> & { customer?: Maybe<ResolversTypes['Customer']>, user?: Maybe<ResolversTypes['User']> }>;
  ManageStockEnum: ManageStockEnum;
  MediaItem: ResolverTypeWrapper<MediaItemModel>;
  MetaDataInput: MetaDataInput;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NodeWithAuthorToUserConnectionEdge: ResolverTypeWrapper<Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['User']> }>;
  NodeWithFeaturedImageToMediaItemConnectionEdge: ResolverTypeWrapper<Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['MediaItem']> }>;
  OffsetPagination: OffsetPagination;
  OffsetPaginationPageInfo: ResolverTypeWrapper<OffsetPaginationPageInfo>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderEnum: OrderEnum;
  OrderIdTypeEnum: OrderIdTypeEnum;
  OrderStatusEnum: OrderStatusEnum;
  OrderToCouponLineConnection: ResolverTypeWrapper<OrderToCouponLineConnection>;
  OrderToCouponLineConnectionEdge: ResolverTypeWrapper<OrderToCouponLineConnectionEdge>;
  OrderToFeeLineConnection: ResolverTypeWrapper<OrderToFeeLineConnection>;
  OrderToFeeLineConnectionEdge: ResolverTypeWrapper<OrderToFeeLineConnectionEdge>;
  OrderToLineItemConnection: ResolverTypeWrapper<Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['OrderToLineItemConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['LineItem']>>> }>;
  OrderToLineItemConnectionEdge: ResolverTypeWrapper<Omit<OrderToLineItemConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['LineItem']> }>;
  Page: ResolverTypeWrapper<PageModel>;
  PageIdType: PageIdType;
  PaymentGateway: ResolverTypeWrapper<PaymentGateway>;
  Post: ResolverTypeWrapper<PostModel>;
  PostIdType: PostIdType;
  PostObjectFieldFormatEnum: PostObjectFieldFormatEnum;
  PricingFieldFormatEnum: PricingFieldFormatEnum;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCategory: ResolverTypeWrapper<ProductCategoryModel>;
  ProductCategoryFacet: ResolverTypeWrapper<ProductCategoryFacet>;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductIdTypeEnum: ProductIdTypeEnum;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductToProductCategoryConnection: ResolverTypeWrapper<Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['ProductToProductCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['ProductCategory']>>> }>;
  ProductToProductCategoryConnectionEdge: ResolverTypeWrapper<Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['ProductCategory']> }>;
  ProductToProductCategoryConnectionWhereArgs: ProductToProductCategoryConnectionWhereArgs;
  ProductTypesEnum: ProductTypesEnum;
  ProductVariation: ResolverTypeWrapper<ProductVariationModel>;
  ProductVariationToVariationAttributeConnection: ResolverTypeWrapper<ProductVariationToVariationAttributeConnection>;
  ProductsOrderByEnum: ProductsOrderByEnum;
  ProductsOrderbyInput: ProductsOrderbyInput;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterCustomerPayload: ResolverTypeWrapper<Omit<RegisterCustomerPayload, 'customer' | 'viewer'> & { customer?: Maybe<ResolversTypes['Customer']>, viewer?: Maybe<ResolversTypes['User']> }>;
  RemoveCouponsInput: RemoveCouponsInput;
  RemoveCouponsPayload: ResolverTypeWrapper<Omit<RemoveCouponsPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  RemoveItemsFromCartInput: RemoveItemsFromCartInput;
  RemoveItemsFromCartPayload: ResolverTypeWrapper<Omit<RemoveItemsFromCartPayload, 'cart' | 'cartItems'> & { cart?: Maybe<ResolversTypes['Cart']>, cartItems?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>> }>;
  RequestStockNotificationInput: RequestStockNotificationInput;
  RequestStockNotificationPayload: ResolverTypeWrapper<RequestStockNotificationPayload>;
  ResetPasswordWithTokenInput: ResetPasswordWithTokenInput;
  ResetPasswordWithTokenPayload: ResolverTypeWrapper<ResetPasswordWithTokenPayload>;
  RootMutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQuery: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQueryToCoaCategoryConnection: ResolverTypeWrapper<Omit<RootQueryToCoaCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['CoaCategory']>>> }>;
  RootQueryToCoaCategoryConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToCoaCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['CoaCategory']> }>;
  RootQueryToCoaConnection: ResolverTypeWrapper<Omit<RootQueryToCoaConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToCoaConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Coa']>>> }>;
  RootQueryToCoaConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToCoaConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Coa']> }>;
  RootQueryToCoaConnectionWhereArgs: RootQueryToCoaConnectionWhereArgs;
  RootQueryToOrderConnection: ResolverTypeWrapper<Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToOrderConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Order']>>> }>;
  RootQueryToOrderConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToOrderConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Order']> }>;
  RootQueryToOrderConnectionWhereArgs: RootQueryToOrderConnectionWhereArgs;
  RootQueryToPaymentGatewayConnection: ResolverTypeWrapper<RootQueryToPaymentGatewayConnection>;
  RootQueryToPaymentGatewayConnectionEdge: ResolverTypeWrapper<RootQueryToPaymentGatewayConnectionEdge>;
  RootQueryToPaymentGatewayConnectionWhereArgs: RootQueryToPaymentGatewayConnectionWhereArgs;
  RootQueryToPostConnection: ResolverTypeWrapper<Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToPostConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Post']>>> }>;
  RootQueryToPostConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToPostConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Post']> }>;
  RootQueryToPostConnectionWhereArgs: RootQueryToPostConnectionWhereArgs;
  RootQueryToProductCategoryConnection: ResolverTypeWrapper<Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToProductCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['ProductCategory']>>> }>;
  RootQueryToProductCategoryConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['ProductCategory']> }>;
  RootQueryToProductCategoryConnectionWhereArgs: RootQueryToProductCategoryConnectionWhereArgs;
  RootQueryToProductConnection: ResolverTypeWrapper<Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['RootQueryToProductConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['Product']>>> }>;
  RootQueryToProductConnectionEdge: ResolverTypeWrapper<Omit<RootQueryToProductConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['Product']> }>;
  RootQueryToProductConnectionWhereArgs: RootQueryToProductConnectionWhereArgs;
  SendReactResetPasswordEmailInput: SendReactResetPasswordEmailInput;
  SendReactResetPasswordEmailPayload: ResolverTypeWrapper<SendReactResetPasswordEmailPayload>;
  SetPaymentMethodInput: SetPaymentMethodInput;
  SetPaymentMethodPayload: ResolverTypeWrapper<Omit<SetPaymentMethodPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  ShippingMethodsAddressInput: ShippingMethodsAddressInput;
  ShippingMethodsCartItemInput: ShippingMethodsCartItemInput;
  ShippingPackage: ResolverTypeWrapper<ShippingPackage>;
  ShippingRate: ResolverTypeWrapper<ShippingRate>;
  SimpleProduct: ResolverTypeWrapper<ProductModel>;
  StockNotification: ResolverTypeWrapper<StockNotification>;
  StockNotificationStatusEnum: StockNotificationStatusEnum;
  StockStatusEnum: StockStatusEnum;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerPayload: ResolverTypeWrapper<Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  UpdateItemQuantitiesInput: UpdateItemQuantitiesInput;
  UpdateItemQuantitiesPayload: ResolverTypeWrapper<Omit<UpdateItemQuantitiesPayload, 'cart' | 'items' | 'removed' | 'updated'> & { cart?: Maybe<ResolversTypes['Cart']>, items?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, removed?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, updated?: Maybe<Array<Maybe<ResolversTypes['CartItem']>>> }>;
  UpdateShippingMethodInput: UpdateShippingMethodInput;
  UpdateShippingMethodPayload: ResolverTypeWrapper<Omit<UpdateShippingMethodPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  User: ResolverTypeWrapper<UserModel>;
  VariableProduct: ResolverTypeWrapper<ProductModel>;
  VariableProductToProductVariationConnection: ResolverTypeWrapper<Omit<VariableProductToProductVariationConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversTypes['VariableProductToProductVariationConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversTypes['ProductVariation']>>> }>;
  VariableProductToProductVariationConnectionEdge: ResolverTypeWrapper<Omit<VariableProductToProductVariationConnectionEdge, 'node'> & { node?: Maybe<ResolversTypes['ProductVariation']> }>;
  VariableProductToProductVariationConnectionWhereArgs: VariableProductToProductVariationConnectionWhereArgs;
  VariationAttribute: ResolverTypeWrapper<VariationAttribute>;
  WPPageInfo: ResolverTypeWrapper<WpPageInfo>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddToCartInput: AddToCartInput;
  AddToCartPayload: Omit<AddToCartPayload, 'cart' | 'cartItem'> & { cart?: Maybe<ResolversParentTypes['Cart']>, cartItem?: Maybe<ResolversParentTypes['CartItem']> };
  AppliedCoupon: AppliedCoupon;
  ApplyCouponInput: ApplyCouponInput;
  ApplyCouponPayload: Omit<ApplyCouponPayload, 'applied' | 'cart'> & { applied?: Maybe<ResolversParentTypes['AppliedCoupon']>, cart?: Maybe<ResolversParentTypes['Cart']> };
  Boolean: Scalars['Boolean']['output'];
  CancelStockNotificationInput: CancelStockNotificationInput;
  CancelStockNotificationPayload: CancelStockNotificationPayload;
  Cart: CartModel;
  CartFee: CartFee;
  CartItem: CartItemModel;
  CartItemQuantityInput: CartItemQuantityInput;
  CartItemToProductConnectionEdge: Omit<CartItemToProductConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Product']> };
  CartItemToProductVariationConnectionEdge: Omit<CartItemToProductVariationConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ProductVariation']> };
  CartToCartItemConnection: Omit<CartToCartItemConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['CartToCartItemConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>> };
  CartToCartItemConnectionEdge: Omit<CartToCartItemConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['CartItem']> };
  CheckoutInput: CheckoutInput;
  CheckoutPayload: Omit<CheckoutPayload, 'customer' | 'order'> & { customer?: Maybe<ResolversParentTypes['Customer']>, order?: Maybe<ResolversParentTypes['Order']> };
  Coa: CoaModel;
  CoaCategory: CoaCategoryModel;
  CoaFields: CoaFields;
  CoaToCoaCategoryConnection: Omit<CoaToCoaCategoryConnection, 'nodes'> & { nodes?: Maybe<Array<Maybe<ResolversParentTypes['CoaCategory']>>> };
  ConfirmStockNotificationInput: ConfirmStockNotificationInput;
  ConfirmStockNotificationPayload: ConfirmStockNotificationPayload;
  CouponLine: CouponLine;
  CreateAccountInput: CreateAccountInput;
  Customer: CustomerModel;
  CustomerAddress: AddressModel;
  CustomerAddressInput: CustomerAddressInput;
  CustomerToOrderConnection: Omit<CustomerToOrderConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['CustomerToOrderConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Order']>>> };
  CustomerToOrderConnectionEdge: Omit<CustomerToOrderConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Order']> };
  CustomerToOrderConnectionWhereArgs: CustomerToOrderConnectionWhereArgs;
  FeeLine: FeeLine;
  Float: Scalars['Float']['output'];
  GetAvailableShippingMethodsInput: GetAvailableShippingMethodsInput;
  GetAvailableShippingMethodsPayload: GetAvailableShippingMethodsPayload;
  ID: Scalars['ID']['output'];
  InitiatePaymentInput: InitiatePaymentInput;
  InitiatePaymentPayload: InitiatePaymentPayload;
  Int: Scalars['Int']['output'];
  LineItem: LineItemModel;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'customer' | 'user'> & { customer?: Maybe<ResolversParentTypes['Customer']>, user?: Maybe<ResolversParentTypes['User']> };
  MediaItem: MediaItemModel;
  MetaDataInput: MetaDataInput;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NodeWithAuthorToUserConnectionEdge: Omit<NodeWithAuthorToUserConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['User']> };
  NodeWithFeaturedImageToMediaItemConnectionEdge: Omit<NodeWithFeaturedImageToMediaItemConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['MediaItem']> };
  OffsetPagination: OffsetPagination;
  OffsetPaginationPageInfo: OffsetPaginationPageInfo;
  Order: OrderModel;
  OrderToCouponLineConnection: OrderToCouponLineConnection;
  OrderToCouponLineConnectionEdge: OrderToCouponLineConnectionEdge;
  OrderToFeeLineConnection: OrderToFeeLineConnection;
  OrderToFeeLineConnectionEdge: OrderToFeeLineConnectionEdge;
  OrderToLineItemConnection: Omit<OrderToLineItemConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['OrderToLineItemConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['LineItem']>>> };
  OrderToLineItemConnectionEdge: Omit<OrderToLineItemConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['LineItem']> };
  Page: PageModel;
  PaymentGateway: PaymentGateway;
  Post: PostModel;
  Product: ProductModel;
  ProductCategory: ProductCategoryModel;
  ProductCategoryFacet: ProductCategoryFacet;
  ProductFacets: ProductFacets;
  ProductPage: ProductPage;
  ProductToProductCategoryConnection: Omit<ProductToProductCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['ProductToProductCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['ProductCategory']>>> };
  ProductToProductCategoryConnectionEdge: Omit<ProductToProductCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ProductCategory']> };
  ProductToProductCategoryConnectionWhereArgs: ProductToProductCategoryConnectionWhereArgs;
  ProductVariation: ProductVariationModel;
  ProductVariationToVariationAttributeConnection: ProductVariationToVariationAttributeConnection;
  ProductsOrderbyInput: ProductsOrderbyInput;
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
  RootMutation: Record<PropertyKey, never>;
  RootQuery: Record<PropertyKey, never>;
  RootQueryToCoaCategoryConnection: Omit<RootQueryToCoaCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToCoaCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['CoaCategory']>>> };
  RootQueryToCoaCategoryConnectionEdge: Omit<RootQueryToCoaCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['CoaCategory']> };
  RootQueryToCoaConnection: Omit<RootQueryToCoaConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToCoaConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Coa']>>> };
  RootQueryToCoaConnectionEdge: Omit<RootQueryToCoaConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Coa']> };
  RootQueryToCoaConnectionWhereArgs: RootQueryToCoaConnectionWhereArgs;
  RootQueryToOrderConnection: Omit<RootQueryToOrderConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToOrderConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Order']>>> };
  RootQueryToOrderConnectionEdge: Omit<RootQueryToOrderConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Order']> };
  RootQueryToOrderConnectionWhereArgs: RootQueryToOrderConnectionWhereArgs;
  RootQueryToPaymentGatewayConnection: RootQueryToPaymentGatewayConnection;
  RootQueryToPaymentGatewayConnectionEdge: RootQueryToPaymentGatewayConnectionEdge;
  RootQueryToPaymentGatewayConnectionWhereArgs: RootQueryToPaymentGatewayConnectionWhereArgs;
  RootQueryToPostConnection: Omit<RootQueryToPostConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToPostConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Post']>>> };
  RootQueryToPostConnectionEdge: Omit<RootQueryToPostConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Post']> };
  RootQueryToPostConnectionWhereArgs: RootQueryToPostConnectionWhereArgs;
  RootQueryToProductCategoryConnection: Omit<RootQueryToProductCategoryConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToProductCategoryConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['ProductCategory']>>> };
  RootQueryToProductCategoryConnectionEdge: Omit<RootQueryToProductCategoryConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ProductCategory']> };
  RootQueryToProductCategoryConnectionWhereArgs: RootQueryToProductCategoryConnectionWhereArgs;
  RootQueryToProductConnection: Omit<RootQueryToProductConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['RootQueryToProductConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['Product']>>> };
  RootQueryToProductConnectionEdge: Omit<RootQueryToProductConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['Product']> };
  RootQueryToProductConnectionWhereArgs: RootQueryToProductConnectionWhereArgs;
  SendReactResetPasswordEmailInput: SendReactResetPasswordEmailInput;
  SendReactResetPasswordEmailPayload: SendReactResetPasswordEmailPayload;
  SetPaymentMethodInput: SetPaymentMethodInput;
  SetPaymentMethodPayload: Omit<SetPaymentMethodPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  ShippingMethodsAddressInput: ShippingMethodsAddressInput;
  ShippingMethodsCartItemInput: ShippingMethodsCartItemInput;
  ShippingPackage: ShippingPackage;
  ShippingRate: ShippingRate;
  SimpleProduct: ProductModel;
  StockNotification: StockNotification;
  String: Scalars['String']['output'];
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerPayload: Omit<UpdateCustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  UpdateItemQuantitiesInput: UpdateItemQuantitiesInput;
  UpdateItemQuantitiesPayload: Omit<UpdateItemQuantitiesPayload, 'cart' | 'items' | 'removed' | 'updated'> & { cart?: Maybe<ResolversParentTypes['Cart']>, items?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>>, removed?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>>, updated?: Maybe<Array<Maybe<ResolversParentTypes['CartItem']>>> };
  UpdateShippingMethodInput: UpdateShippingMethodInput;
  UpdateShippingMethodPayload: Omit<UpdateShippingMethodPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  User: UserModel;
  VariableProduct: ProductModel;
  VariableProductToProductVariationConnection: Omit<VariableProductToProductVariationConnection, 'edges' | 'nodes'> & { edges?: Maybe<Array<Maybe<ResolversParentTypes['VariableProductToProductVariationConnectionEdge']>>>, nodes?: Maybe<Array<Maybe<ResolversParentTypes['ProductVariation']>>> };
  VariableProductToProductVariationConnectionEdge: Omit<VariableProductToProductVariationConnectionEdge, 'node'> & { node?: Maybe<ResolversParentTypes['ProductVariation']> };
  VariableProductToProductVariationConnectionWhereArgs: VariableProductToProductVariationConnectionWhereArgs;
  VariationAttribute: VariationAttribute;
  WPPageInfo: WpPageInfo;
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
  discountTax?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  individualUse?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ApplyCouponPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyCouponPayload'] = ResolversParentTypes['ApplyCouponPayload']> = {
  applied?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancelStockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelStockNotificationPayload'] = ResolversParentTypes['CancelStockNotificationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['StockNotification']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  appliedCoupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  availableShippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingPackage']>>>, ParentType, ContextType>;
  chosenPaymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['CartItemToProductConnectionEdge']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemSubtotalTaxArgs>>;
  tax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemTotalArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['CartItemToProductVariationConnectionEdge']>, ParentType, ContextType>;
};

export type CartItemToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemToProductConnectionEdge'] = ResolversParentTypes['CartItemToProductConnectionEdge']> = {
  node?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type CartItemToProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemToProductVariationConnectionEdge'] = ResolversParentTypes['CartItemToProductVariationConnectionEdge']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariationAttribute']>>>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
};

export type CartToCartItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartToCartItemConnection'] = ResolversParentTypes['CartToCartItemConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartToCartItemConnectionEdge']>>>, ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
  productCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartToCartItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartToCartItemConnectionEdge'] = ResolversParentTypes['CartToCartItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CartItem']>, ParentType, ContextType>;
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

export type ConfirmStockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmStockNotificationPayload'] = ResolversParentTypes['ConfirmStockNotificationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouponLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponLine'] = ResolversParentTypes['CouponLine']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPayingCustomer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerToOrderConnection']>, ParentType, ContextType, Partial<CustomerOrdersArgs>>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  stockNotifications?: Resolver<Array<ResolversTypes['StockNotification']>, ParentType, ContextType>;
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

export type CustomerToOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToOrderConnection'] = ResolversParentTypes['CustomerToOrderConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerToOrderConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['Order']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type CustomerToOrderConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToOrderConnectionEdge'] = ResolversParentTypes['CustomerToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type FeeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLine'] = ResolversParentTypes['FeeLine']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GetAvailableShippingMethodsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetAvailableShippingMethodsPayload'] = ResolversParentTypes['GetAvailableShippingMethodsPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['ShippingRate']>, ParentType, ContextType>;
};

export type InitiatePaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InitiatePaymentPayload'] = ResolversParentTypes['InitiatePaymentPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MediaItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaItem'] = ResolversParentTypes['MediaItem']> = {
  altText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaItemUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Coa' | 'CoaCategory' | 'Customer' | 'MediaItem' | 'Order' | 'Page' | 'Post' | 'ProductCategory' | 'ProductVariation' | 'SimpleProduct' | 'User' | 'VariableProduct', ParentType, ContextType>;
};

export type NodeWithAuthorToUserConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithAuthorToUserConnectionEdge'] = ResolversParentTypes['NodeWithAuthorToUserConnectionEdge']> = {
  node?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge'] = ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']> = {
  node?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
};

export type OffsetPaginationPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OffsetPaginationPageInfo'] = ResolversParentTypes['OffsetPaginationPageInfo']> = {
  hasMore?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPrevious?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  couponLines?: Resolver<Maybe<ResolversTypes['OrderToCouponLineConnection']>, ParentType, ContextType, Partial<OrderCouponLinesArgs>>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datePaid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderDiscountTotalArgs>>;
  feeLines?: Resolver<Maybe<ResolversTypes['OrderToFeeLineConnection']>, ParentType, ContextType, Partial<OrderFeeLinesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Maybe<ResolversTypes['OrderToLineItemConnection']>, ParentType, ContextType, Partial<OrderLineItemsArgs>>;
  needsPayment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  orderKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  shippingTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderShippingTotalArgs>>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatusEnum']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderSubtotalArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalTaxArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToCouponLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToCouponLineConnection'] = ResolversParentTypes['OrderToCouponLineConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderToCouponLineConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CouponLine']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type OrderToCouponLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToCouponLineConnectionEdge'] = ResolversParentTypes['OrderToCouponLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CouponLine']>, ParentType, ContextType>;
};

export type OrderToFeeLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToFeeLineConnection'] = ResolversParentTypes['OrderToFeeLineConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderToFeeLineConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['FeeLine']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type OrderToFeeLineConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToFeeLineConnectionEdge'] = ResolversParentTypes['OrderToFeeLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['FeeLine']>, ParentType, ContextType>;
};

export type OrderToLineItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToLineItemConnection'] = ResolversParentTypes['OrderToLineItemConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderToLineItemConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['LineItem']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type OrderToLineItemConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderToLineItemConnectionEdge'] = ResolversParentTypes['OrderToLineItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['LineItem']>, ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PageContentArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PageTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  author?: Resolver<Maybe<ResolversTypes['NodeWithAuthorToUserConnectionEdge']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostContentArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostExcerptArgs>>;
  featuredImage?: Resolver<Maybe<ResolversTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryFacet'] = ResolversParentTypes['ProductCategoryFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ProductToProductCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductCategoryConnection'] = ResolversParentTypes['ProductToProductCategoryConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductToProductCategoryConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductCategory']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductToProductCategoryConnectionEdge'] = ResolversParentTypes['ProductToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
};

export type ProductVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariation'] = ResolversParentTypes['ProductVariation']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductVariationToVariationAttributeConnection']>, ParentType, ContextType, Partial<ProductVariationAttributesArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ProductVariationPriceArgs>>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ProductVariationRegularPriceArgs>>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ProductVariationSalePriceArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnection'] = ResolversParentTypes['ProductVariationToVariationAttributeConnection']> = {
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariationAttribute']>>>, ParentType, ContextType>;
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

export type RootMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootMutation'] = ResolversParentTypes['RootMutation']> = {
  addToCart?: Resolver<Maybe<ResolversTypes['AddToCartPayload']>, ParentType, ContextType, RequireFields<RootMutationAddToCartArgs, 'input'>>;
  applyCoupon?: Resolver<Maybe<ResolversTypes['ApplyCouponPayload']>, ParentType, ContextType, RequireFields<RootMutationApplyCouponArgs, 'input'>>;
  cancelStockNotification?: Resolver<Maybe<ResolversTypes['CancelStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationCancelStockNotificationArgs, 'input'>>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutPayload']>, ParentType, ContextType, RequireFields<RootMutationCheckoutArgs, 'input'>>;
  confirmStockNotification?: Resolver<Maybe<ResolversTypes['ConfirmStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationConfirmStockNotificationArgs, 'input'>>;
  getAvailableShippingMethods?: Resolver<Maybe<ResolversTypes['GetAvailableShippingMethodsPayload']>, ParentType, ContextType, RequireFields<RootMutationGetAvailableShippingMethodsArgs, 'input'>>;
  initiateBitcoinPayment?: Resolver<Maybe<ResolversTypes['InitiatePaymentPayload']>, ParentType, ContextType, RequireFields<RootMutationInitiateBitcoinPaymentArgs, 'input'>>;
  initiateCryptoPayment?: Resolver<Maybe<ResolversTypes['InitiatePaymentPayload']>, ParentType, ContextType, RequireFields<RootMutationInitiateCryptoPaymentArgs, 'input'>>;
  login?: Resolver<Maybe<ResolversTypes['LoginPayload']>, ParentType, ContextType, RequireFields<RootMutationLoginArgs, 'input'>>;
  registerCustomer?: Resolver<Maybe<ResolversTypes['RegisterCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationRegisterCustomerArgs, 'input'>>;
  removeCoupons?: Resolver<Maybe<ResolversTypes['RemoveCouponsPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveCouponsArgs, 'input'>>;
  removeItemsFromCart?: Resolver<Maybe<ResolversTypes['RemoveItemsFromCartPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveItemsFromCartArgs, 'input'>>;
  requestStockNotification?: Resolver<Maybe<ResolversTypes['RequestStockNotificationPayload']>, ParentType, ContextType, RequireFields<RootMutationRequestStockNotificationArgs, 'input'>>;
  resetPasswordWithToken?: Resolver<Maybe<ResolversTypes['ResetPasswordWithTokenPayload']>, ParentType, ContextType, RequireFields<RootMutationResetPasswordWithTokenArgs, 'input'>>;
  sendReactResetPasswordEmail?: Resolver<Maybe<ResolversTypes['SendReactResetPasswordEmailPayload']>, ParentType, ContextType, RequireFields<RootMutationSendReactResetPasswordEmailArgs, 'input'>>;
  setPaymentMethod?: Resolver<Maybe<ResolversTypes['SetPaymentMethodPayload']>, ParentType, ContextType, RequireFields<RootMutationSetPaymentMethodArgs, 'input'>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['UpdateCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateCustomerArgs, 'input'>>;
  updateItemQuantities?: Resolver<Maybe<ResolversTypes['UpdateItemQuantitiesPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateItemQuantitiesArgs, 'input'>>;
  updateShippingMethod?: Resolver<Maybe<ResolversTypes['UpdateShippingMethodPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateShippingMethodArgs, 'input'>>;
};

export type RootQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQuery'] = ResolversParentTypes['RootQuery']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<RootQueryCartArgs>>;
  coaCategories?: Resolver<Maybe<ResolversTypes['RootQueryToCoaCategoryConnection']>, ParentType, ContextType, Partial<RootQueryCoaCategoriesArgs>>;
  coas?: Resolver<Maybe<ResolversTypes['RootQueryToCoaConnection']>, ParentType, ContextType, Partial<RootQueryCoasArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<RootQueryCustomerArgs>>;
  freeShippingAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, Partial<RootQueryOrderArgs>>;
  orders?: Resolver<Maybe<ResolversTypes['RootQueryToOrderConnection']>, ParentType, ContextType, Partial<RootQueryOrdersArgs>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<RootQueryPageArgs, 'id'>>;
  paymentGateways?: Resolver<Maybe<ResolversTypes['RootQueryToPaymentGatewayConnection']>, ParentType, ContextType, Partial<RootQueryPaymentGatewaysArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<RootQueryPostArgs, 'id'>>;
  posts?: Resolver<Maybe<ResolversTypes['RootQueryToPostConnection']>, ParentType, ContextType, Partial<RootQueryPostsArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<RootQueryProductArgs, 'id'>>;
  productCategories?: Resolver<Maybe<ResolversTypes['RootQueryToProductCategoryConnection']>, ParentType, ContextType, Partial<RootQueryProductCategoriesArgs>>;
  productFacets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType, Partial<RootQueryProductFacetsArgs>>;
  products?: Resolver<Maybe<ResolversTypes['RootQueryToProductConnection']>, ParentType, ContextType, Partial<RootQueryProductsArgs>>;
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
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToOrderConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['Order']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToOrderConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToOrderConnectionEdge'] = ResolversParentTypes['RootQueryToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnection'] = ResolversParentTypes['RootQueryToPaymentGatewayConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToPaymentGatewayConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PaymentGateway']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge'] = ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
};

export type RootQueryToPostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPostConnection'] = ResolversParentTypes['RootQueryToPostConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToPostConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['Post']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToPostConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToPostConnectionEdge'] = ResolversParentTypes['RootQueryToPostConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnection'] = ResolversParentTypes['RootQueryToProductCategoryConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToProductCategoryConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductCategory']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnectionEdge'] = ResolversParentTypes['RootQueryToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
};

export type RootQueryToProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductConnection'] = ResolversParentTypes['RootQueryToProductConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['RootQueryToProductConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type RootQueryToProductConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RootQueryToProductConnectionEdge'] = ResolversParentTypes['RootQueryToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
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

export type ShippingPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingPackage'] = ResolversParentTypes['ShippingPackage']> = {
  packageDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingRate']>>>, ParentType, ContextType>;
  supportsShippingCalculator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ShippingRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingRate'] = ResolversParentTypes['ShippingRate']> = {
  cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductDescriptionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<SimpleProductProductCategoriesArgs>>;
  productPage?: Resolver<Maybe<ResolversTypes['ProductPage']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductRegularPriceArgs>>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductSalePriceArgs>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
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

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nicename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariableProduct'] = ResolversParentTypes['VariableProduct']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductDescriptionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<VariableProductProductCategoriesArgs>>;
  productPage?: Resolver<Maybe<ResolversTypes['ProductPage']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductRegularPriceArgs>>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductSalePriceArgs>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  variations?: Resolver<Maybe<ResolversTypes['VariableProductToProductVariationConnection']>, ParentType, ContextType, Partial<VariableProductVariationsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductToProductVariationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariableProductToProductVariationConnection'] = ResolversParentTypes['VariableProductToProductVariationConnection']> = {
  edges?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariableProductToProductVariationConnectionEdge']>>>, ParentType, ContextType>;
  nodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductVariation']>>>, ParentType, ContextType>;
  pageInfo?: Resolver<Maybe<ResolversTypes['WPPageInfo']>, ParentType, ContextType>;
};

export type VariableProductToProductVariationConnectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariableProductToProductVariationConnectionEdge'] = ResolversParentTypes['VariableProductToProductVariationConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
};

export type VariationAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttribute'] = ResolversParentTypes['VariationAttribute']> = {
  attributeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WpPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WPPageInfo'] = ResolversParentTypes['WPPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offsetPagination?: Resolver<Maybe<ResolversTypes['OffsetPaginationPageInfo']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddToCartPayload?: AddToCartPayloadResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  ApplyCouponPayload?: ApplyCouponPayloadResolvers<ContextType>;
  CancelStockNotificationPayload?: CancelStockNotificationPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartFee?: CartFeeResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemToProductConnectionEdge?: CartItemToProductConnectionEdgeResolvers<ContextType>;
  CartItemToProductVariationConnectionEdge?: CartItemToProductVariationConnectionEdgeResolvers<ContextType>;
  CartToCartItemConnection?: CartToCartItemConnectionResolvers<ContextType>;
  CartToCartItemConnectionEdge?: CartToCartItemConnectionEdgeResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  Coa?: CoaResolvers<ContextType>;
  CoaCategory?: CoaCategoryResolvers<ContextType>;
  CoaFields?: CoaFieldsResolvers<ContextType>;
  CoaToCoaCategoryConnection?: CoaToCoaCategoryConnectionResolvers<ContextType>;
  ConfirmStockNotificationPayload?: ConfirmStockNotificationPayloadResolvers<ContextType>;
  CouponLine?: CouponLineResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerToOrderConnection?: CustomerToOrderConnectionResolvers<ContextType>;
  CustomerToOrderConnectionEdge?: CustomerToOrderConnectionEdgeResolvers<ContextType>;
  FeeLine?: FeeLineResolvers<ContextType>;
  GetAvailableShippingMethodsPayload?: GetAvailableShippingMethodsPayloadResolvers<ContextType>;
  InitiatePaymentPayload?: InitiatePaymentPayloadResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MediaItem?: MediaItemResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NodeWithAuthorToUserConnectionEdge?: NodeWithAuthorToUserConnectionEdgeResolvers<ContextType>;
  NodeWithFeaturedImageToMediaItemConnectionEdge?: NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType>;
  OffsetPaginationPageInfo?: OffsetPaginationPageInfoResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderToCouponLineConnection?: OrderToCouponLineConnectionResolvers<ContextType>;
  OrderToCouponLineConnectionEdge?: OrderToCouponLineConnectionEdgeResolvers<ContextType>;
  OrderToFeeLineConnection?: OrderToFeeLineConnectionResolvers<ContextType>;
  OrderToFeeLineConnectionEdge?: OrderToFeeLineConnectionEdgeResolvers<ContextType>;
  OrderToLineItemConnection?: OrderToLineItemConnectionResolvers<ContextType>;
  OrderToLineItemConnectionEdge?: OrderToLineItemConnectionEdgeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryFacet?: ProductCategoryFacetResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductToProductCategoryConnection?: ProductToProductCategoryConnectionResolvers<ContextType>;
  ProductToProductCategoryConnectionEdge?: ProductToProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductVariation?: ProductVariationResolvers<ContextType>;
  ProductVariationToVariationAttributeConnection?: ProductVariationToVariationAttributeConnectionResolvers<ContextType>;
  RegisterCustomerPayload?: RegisterCustomerPayloadResolvers<ContextType>;
  RemoveCouponsPayload?: RemoveCouponsPayloadResolvers<ContextType>;
  RemoveItemsFromCartPayload?: RemoveItemsFromCartPayloadResolvers<ContextType>;
  RequestStockNotificationPayload?: RequestStockNotificationPayloadResolvers<ContextType>;
  ResetPasswordWithTokenPayload?: ResetPasswordWithTokenPayloadResolvers<ContextType>;
  RootMutation?: RootMutationResolvers<ContextType>;
  RootQuery?: RootQueryResolvers<ContextType>;
  RootQueryToCoaCategoryConnection?: RootQueryToCoaCategoryConnectionResolvers<ContextType>;
  RootQueryToCoaCategoryConnectionEdge?: RootQueryToCoaCategoryConnectionEdgeResolvers<ContextType>;
  RootQueryToCoaConnection?: RootQueryToCoaConnectionResolvers<ContextType>;
  RootQueryToCoaConnectionEdge?: RootQueryToCoaConnectionEdgeResolvers<ContextType>;
  RootQueryToOrderConnection?: RootQueryToOrderConnectionResolvers<ContextType>;
  RootQueryToOrderConnectionEdge?: RootQueryToOrderConnectionEdgeResolvers<ContextType>;
  RootQueryToPaymentGatewayConnection?: RootQueryToPaymentGatewayConnectionResolvers<ContextType>;
  RootQueryToPaymentGatewayConnectionEdge?: RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType>;
  RootQueryToPostConnection?: RootQueryToPostConnectionResolvers<ContextType>;
  RootQueryToPostConnectionEdge?: RootQueryToPostConnectionEdgeResolvers<ContextType>;
  RootQueryToProductCategoryConnection?: RootQueryToProductCategoryConnectionResolvers<ContextType>;
  RootQueryToProductCategoryConnectionEdge?: RootQueryToProductCategoryConnectionEdgeResolvers<ContextType>;
  RootQueryToProductConnection?: RootQueryToProductConnectionResolvers<ContextType>;
  RootQueryToProductConnectionEdge?: RootQueryToProductConnectionEdgeResolvers<ContextType>;
  SendReactResetPasswordEmailPayload?: SendReactResetPasswordEmailPayloadResolvers<ContextType>;
  SetPaymentMethodPayload?: SetPaymentMethodPayloadResolvers<ContextType>;
  ShippingPackage?: ShippingPackageResolvers<ContextType>;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  StockNotification?: StockNotificationResolvers<ContextType>;
  UpdateCustomerPayload?: UpdateCustomerPayloadResolvers<ContextType>;
  UpdateItemQuantitiesPayload?: UpdateItemQuantitiesPayloadResolvers<ContextType>;
  UpdateShippingMethodPayload?: UpdateShippingMethodPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VariableProduct?: VariableProductResolvers<ContextType>;
  VariableProductToProductVariationConnection?: VariableProductToProductVariationConnectionResolvers<ContextType>;
  VariableProductToProductVariationConnectionEdge?: VariableProductToProductVariationConnectionEdgeResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
  WPPageInfo?: WpPageInfoResolvers<ContextType>;
};

