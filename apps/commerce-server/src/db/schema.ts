import type { Generated, Kysely } from 'kysely';
import type { CatalogVisibility, Order, StockStatus, User } from '../model/models';
import type { ReviewStatus } from '../model/reviews';

/** The server's database, through the typed query builder; a transaction is one too. */
export type Db = Kysely<Tables>;

/**
 * The Kysely table interfaces of every table the migrations create (see `migrations.ts`).
 * JSON held in TEXT columns stays `string`, 0/1 flags stay `number`. The full-text search
 * tables are left out: `store/text-search.ts` is the one place that queries them.
 */
export interface Tables {
  media: MediaTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_category_links: ProductCategoryLinksTable;
  variations: VariationsTable;
  users: UsersTable;
  content: ContentTable;
  coa_categories: CoaCategoriesTable;
  coa_category_links: CoaCategoryLinksTable;
  coupons: CouponsTable;
  shipping_methods: ShippingMethodsTable;
  payment_gateways: PaymentGatewaysTable;
  settings: SettingsTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  outbox: OutboxTable;
  reset_tokens: ResetTokensTable;
  newsletter_contacts: NewsletterContactsTable;
  throttles: ThrottlesTable;
  stock_notifications: StockNotificationsTable;
  product_gallery: ProductGalleryTable;
  product_attributes: ProductAttributesTable;
  attribute_terms: AttributeTermsTable;
  product_reviews: ProductReviewsTable;
}

export interface MediaTable {
  id: Generated<number>;
  path: string;
  alt_text: Generated<string>;
  title: Generated<string>;
  hue: Generated<number>;
  shape: Generated<string>;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  image_id: number | null;
  menu_order: Generated<number>;
}

/** The columns products and variations share. */
interface PurchasableColumns {
  id: Generated<number>;
  name: string;
  slug: string;
  sku: string;
  description: Generated<string>;
  image_id: number | null;
  sale_price: number | null;
  manage_stock: Generated<number>;
  stock_quantity: number | null;
  stock_status: Generated<StockStatus>;
  menu_order: Generated<number>;
}

export interface ProductsTable extends PurchasableColumns {
  type: 'SIMPLE' | 'VARIABLE';
  /**
   * The description's words without its markup, which search reads: written with every
   * description (`productDescription` in store/product-search.ts), so an insert must give it.
   */
  description_text: string;
  short_description: Generated<string>;
  regular_price: Generated<number>;
  total_sales: Generated<number>;
  date: string;
  coas: Generated<string>;
  featured: Generated<number>;
  catalog_visibility: Generated<CatalogVisibility>;
  /** Packed weight in kg and size in cm; null where the shop has not measured the product. */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

export interface ProductCategoryLinksTable {
  product_id: number;
  category_id: number;
}

export interface VariationsTable extends PurchasableColumns {
  parent_id: number;
  regular_price: number;
  attributes: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  display_name: Generated<string>;
  role: Generated<User['role']>;
  billing: Generated<string>;
  shipping: Generated<string>;
  created_at: string;
  token_version: Generated<number>;
  /** 1 once the holder proved the address (migration 0017), 0 until then. */
  email_verified: Generated<number>;
}

export interface ContentTable {
  id: Generated<number>;
  kind: 'post' | 'page' | 'coa';
  title: string;
  slug: string;
  uri: string;
  content: Generated<string>;
  excerpt: Generated<string>;
  date: string;
  author_id: number | null;
  image_id: number | null;
  coa_url: string | null;
}

export interface CoaCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface CoaCategoryLinksTable {
  content_id: number;
  category_id: number;
}

export interface CouponsTable {
  code: string;
  discount_type: 'PERCENT' | 'FIXED_CART';
  amount: number;
  description: Generated<string>;
  date_expiry: string | null;
  usage_limit: number | null;
  usage_count: Generated<number>;
  individual_use: Generated<number>;
  /** A JSON array of product database ids (WooCommerce's "Exclude products"). */
  excluded_product_ids: Generated<string>;
}

export interface ShippingMethodsTable {
  id: string;
  method_id: string;
  instance_id: number;
  label: string;
  cost: Generated<number>;
  min_amount: number | null;
}

export interface PaymentGatewaysTable {
  id: string;
  title: string;
  description: Generated<string>;
  icon: string | null;
  enabled: Generated<number>;
  sort: Generated<number>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SessionsTable {
  id: string;
  customer_id: number | null;
  data: Generated<string>;
  created_at: number;
  last_active: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_key: string;
  customer_id: number | null;
  session_id: string | null;
  status: Generated<Order['status']>;
  payment_method: string;
  payment_method_title: string;
  subtotal: number;
  discount_total: number;
  bitcoin_discount: number;
  shipping_total: number;
  shipping_method: string;
  total: number;
  billing: string;
  shipping: string;
  customer_note: Generated<string>;
  coupon_codes: Generated<string>;
  coupon_lines: Generated<string>;
  created_at: string;
  date_paid: string | null;
  created_via: Generated<string>;
  /** The client address the order was placed from; null for orders from before it was kept. */
  client_address: string | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variation_id: number | null;
  name: string;
  quantity: number;
  price: number;
  subtotal: number;
  total: number;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
  /** QUEUED, SENT or FAILED (mail/outbox-worker.ts). */
  status: Generated<string>;
  attempts: Generated<number>;
  /** Not before this time (ms) is the message tried again. */
  next_attempt_at: Generated<number>;
  /** The instance that claimed the message, and until when (ms). */
  claimed_by: string | null;
  claimed_until: number | null;
  sent_at: number | null;
  last_error: string | null;
}

export interface ResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface NewsletterContactsTable {
  id: Generated<number>;
  email: string;
  status: string;
  status_date: string | null;
  created_at: string;
}

export interface ThrottlesTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

export interface StockNotificationsTable {
  id: Generated<number>;
  product_id: number;
  variation_id: number | null;
  email: string;
  customer_id: number | null;
  status: 'UNCONFIRMED' | 'ACTIVE' | 'SENT' | 'CANCELLED';
  token_hash: string;
  created_at: string;
  modified_at: string;
}

export interface ProductGalleryTable {
  product_id: number;
  media_id: number;
  position: number;
}

/** A global attribute: a `pa_` taxonomy, as WooCommerce's attribute taxonomies. */
export interface ProductAttributesTable {
  id: Generated<number>;
  taxonomy: string;
  label: string;
}

export interface AttributeTermsTable {
  id: Generated<number>;
  attribute_id: number;
  name: string;
  slug: string;
  description: Generated<string>;
  menu_order: Generated<number>;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  author_name: string;
  author_email: string;
  content: string;
  rating: number;
  status: Generated<ReviewStatus>;
  verified: Generated<number>;
  created_at: string;
}
