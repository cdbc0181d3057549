import type { MigrationScript } from '../schema-migration';

/**
 * The shop's tables: catalogue, content, customers, coupons, shipping and payment, settings,
 * sessions, orders, outbox, reset tokens and newsletter contacts. PostgreSQL first gets citext
 * for the case-insensitive columns.
 */
export const initialSchema: MigrationScript = {
  sql: ({ engine, id, real, nocase, millis }) => `
  ${engine === 'postgres' ? 'CREATE EXTENSION IF NOT EXISTS citext;' : ''}
  CREATE TABLE media (
    id ${id},
    path TEXT NOT NULL UNIQUE,
    alt_text TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    hue INTEGER NOT NULL DEFAULT 200,
    shape TEXT NOT NULL DEFAULT 'vial'
  );
  CREATE TABLE product_categories (
    id ${id},
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    menu_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE products (
    id ${id},
    type TEXT NOT NULL CHECK (type IN ('SIMPLE', 'VARIABLE')),
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    sku TEXT NOT NULL UNIQUE,
    short_description TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    regular_price ${real} NOT NULL DEFAULT 0,
    sale_price ${real},
    manage_stock INTEGER NOT NULL DEFAULT 0,
    stock_quantity INTEGER,
    stock_status TEXT NOT NULL DEFAULT 'IN_STOCK',
    total_sales INTEGER NOT NULL DEFAULT 0,
    menu_order INTEGER NOT NULL DEFAULT 0,
    date TEXT NOT NULL,
    coas TEXT NOT NULL DEFAULT '[]'
  );
  CREATE TABLE product_category_links (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES product_categories(id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, category_id)
  );
  CREATE TABLE variations (
    id ${id},
    parent_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    sku TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    regular_price ${real} NOT NULL,
    sale_price ${real},
    manage_stock INTEGER NOT NULL DEFAULT 1,
    stock_quantity INTEGER,
    stock_status TEXT NOT NULL DEFAULT 'IN_STOCK',
    attributes TEXT NOT NULL DEFAULT '[]',
    menu_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE users (
    id ${id},
    email ${nocase} NOT NULL UNIQUE,
    username ${nocase} NOT NULL UNIQUE,
    password_hash TEXT,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    display_name TEXT NOT NULL DEFAULT '',
    role TEXT NOT NULL DEFAULT 'customer',
    billing TEXT NOT NULL DEFAULT '{}',
    shipping TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  );
  CREATE TABLE content (
    id ${id},
    kind TEXT NOT NULL CHECK (kind IN ('post', 'page', 'coa')),
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    uri TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    excerpt TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL,
    author_id INTEGER REFERENCES users(id),
    image_id INTEGER REFERENCES media(id),
    coa_url TEXT,
    UNIQUE (kind, slug)
  );
  CREATE TABLE coa_categories (
    id ${id},
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE
  );
  CREATE TABLE coa_category_links (
    content_id INTEGER NOT NULL REFERENCES content(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES coa_categories(id) ON DELETE CASCADE,
    PRIMARY KEY (content_id, category_id)
  );
  CREATE TABLE coupons (
    code ${nocase} PRIMARY KEY,
    discount_type TEXT NOT NULL CHECK (discount_type IN ('PERCENT', 'FIXED_CART')),
    amount ${real} NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    date_expiry TEXT,
    usage_limit INTEGER,
    usage_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE shipping_methods (
    id TEXT PRIMARY KEY,
    method_id TEXT NOT NULL,
    instance_id INTEGER NOT NULL,
    label TEXT NOT NULL,
    cost ${real} NOT NULL DEFAULT 0,
    min_amount ${real}
  );
  CREATE TABLE payment_gateways (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    icon TEXT,
    enabled INTEGER NOT NULL DEFAULT 1,
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    customer_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    data TEXT NOT NULL DEFAULT '{}',
    created_at ${millis} NOT NULL,
    last_active ${millis} NOT NULL
  );
  CREATE UNIQUE INDEX sessions_customer ON sessions(customer_id) WHERE customer_id IS NOT NULL;
  CREATE TABLE orders (
    id ${id},
    order_key TEXT NOT NULL UNIQUE,
    customer_id INTEGER REFERENCES users(id),
    session_id TEXT,
    status TEXT NOT NULL DEFAULT 'PENDING',
    payment_method TEXT NOT NULL,
    payment_method_title TEXT NOT NULL,
    subtotal ${real} NOT NULL,
    discount_total ${real} NOT NULL,
    bitcoin_discount ${real} NOT NULL,
    shipping_total ${real} NOT NULL,
    shipping_method TEXT NOT NULL,
    total ${real} NOT NULL,
    billing TEXT NOT NULL,
    shipping TEXT NOT NULL,
    customer_note TEXT NOT NULL DEFAULT '',
    coupon_codes TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    date_paid TEXT
  );
  CREATE INDEX orders_customer ON orders(customer_id);
  CREATE TABLE order_items (
    id ${id},
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    variation_id INTEGER,
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price ${real} NOT NULL,
    subtotal ${real} NOT NULL,
    total ${real} NOT NULL
  );
  CREATE TABLE outbox (
    id ${id},
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at ${millis} NOT NULL,
    used_at ${millis}
  );
  CREATE TABLE newsletter_contacts (
    id ${id},
    email ${nocase} NOT NULL UNIQUE,
    status TEXT NOT NULL,
    status_date TEXT,
    created_at TEXT NOT NULL
  );
  `,
};
