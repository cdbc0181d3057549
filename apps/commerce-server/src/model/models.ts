/**
 * The domain model every layer passes around: plain records read from the database (camelCase),
 * mapped onto schema types by codegen's `mappers`. Field resolvers turn them into the schema's
 * shapes.
 */

/** Stock status values shared by products and variations. */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';

/**
 * Where the catalogue shows a product, as WooCommerce's catalog visibility: everywhere, in the
 * shop pages only, in search results only, or nowhere (bought through a link or added by the shop).
 */
export type CatalogVisibility = 'VISIBLE' | 'CATALOG' | 'SEARCH' | 'HIDDEN';

/** One named COA file of a product. */
export interface CoaLink {
  name: string;
  file: string;
}

/** What products and variations both carry: identity, description, image, price and stock. */
export interface Purchasable {
  databaseId: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  imageId: number | null;
  regularPrice: number;
  salePrice: number | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
}

/** A product row; variable products keep price and stock on their variations. */
export interface Product extends Purchasable {
  type: 'SIMPLE' | 'VARIABLE';
  shortDescription: string;
  totalSales: number;
  menuOrder: number;
  date: string;
  coas: CoaLink[];
  featured: boolean;
  catalogVisibility: CatalogVisibility;
  /** Packed weight (kg) and size (cm); null where the shop has not measured the product. */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

/** A variation of a variable product. */
export interface ProductVariation extends Purchasable {
  parentId: number;
  attributes: { name: string; value: string }[];
}

/** A product category with its product count. */
export interface ProductCategory {
  databaseId: number;
  name: string;
  slug: string;
  description: string;
  imageId: number | null;
  menuOrder: number;
  count: number;
}

/** An image served by this server; `path` is relative to the server origin. */
export interface MediaItem {
  databaseId: number;
  path: string;
  altText: string;
  title: string;
}

/** A post, page or COA entry. */
export interface Content {
  databaseId: number;
  kind: 'post' | 'page' | 'coa';
  title: string;
  slug: string;
  uri: string;
  content: string;
  excerpt: string;
  date: string;
  authorId: number | null;
  imageId: number | null;
  coaUrl: string | null;
}

/** The three content kinds share one record; the names match codegen's mappers. */
export type Post = Content;
export type Page = Content;
export type Coa = Content;

/** A COA category with its entry count. */
export interface CoaCategory {
  databaseId: number;
  name: string;
  slug: string;
  count: number;
}

/** A postal address as stored (every field optional). */
export interface Address {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A registered user (customer or post author). */
export interface User {
  databaseId: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: 'customer' | 'author';
  billing: Address;
  shipping: Address;
  date: string;
  /** Raised by each password change; login tokens of another version are refused. */
  tokenVersion: number;
  /**
   * Whether the holder proved the e-mail address: set a password through an e-mailed link, or
   * confirmed, logged in, a back-in-stock request through the link mailed to it. Registering
   * proves nothing: anyone may register any address.
   */
  emailVerified: boolean;
}

/** The caller as a customer: a registered user, or the guest of a session. */
export interface Customer {
  user: User | null;
  /** The guest session's addresses, when there is no user. */
  billing: Address;
  shipping: Address;
}

/** One line of a cart with its product data resolved. */
export interface CartItem {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  price: number;
  subtotal: number;
  /** The product as read when the line was priced. */
  product: Product;
  /** The chosen variation as read when the line was priced, or null. */
  variation: ProductVariation | null;
}

/** A shipping rate offered for the cart. */
export interface ShippingRate {
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  cost: number;
}

/** A cart with every figure computed by `@peptide/domain`'s computeTotals. */
/** A coupon applied to a cart, with the discount it gives there. */
export interface AppliedCoupon {
  code: string;
  description: string;
  individualUse: boolean;
  discount: number;
}

export interface Cart {
  items: CartItem[];
  coupons: AppliedCoupon[];
  rates: ShippingRate[];
  chosenShippingMethods: string[];
  paymentMethod: string | null;
  subtotal: number;
  discount: number;
  bitcoinDiscount: number;
  shipping: number;
  total: number;
}

/** A coupon of an order with the discount it gave. */
export interface OrderCouponLine {
  code: string;
  discount: number;
}

/**
 * An order row. Its figures are computeTotals' for the cart it was placed from: `discountTotal`
 * is the sum of `couponLines`, `bitcoinDiscount` shows as a negative fee line, and
 * total = subtotal − discountTotal − bitcoinDiscount + shippingTotal.
 */
export interface Order {
  databaseId: number;
  orderKey: string;
  customerId: number | null;
  sessionId: string | null;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'CANCELLED' | 'FAILED' | 'ON_HOLD' | 'REFUNDED';
  paymentMethod: string;
  paymentMethodTitle: string;
  subtotal: number;
  discountTotal: number;
  couponLines: OrderCouponLine[];
  bitcoinDiscount: number;
  shippingTotal: number;
  shippingMethod: string;
  total: number;
  billing: Address;
  shipping: Address;
  customerNote: string;
  date: string;
  datePaid: string | null;
  /** Where the order came from, as WooCommerce's "created via": `checkout` unless named. */
  createdVia: string;
}

/** A line of an order, with the price it was bought at. */
export interface LineItem {
  databaseId: number;
  orderId: number;
  productId: number;
  variationId: number | null;
  name: string;
  quantity: number;
  price: number;
  subtotal: number;
  total: number;
}
