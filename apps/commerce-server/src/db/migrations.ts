/**
 * Versioned schema migrations. Each entry runs once, in order, inside a transaction; the applied
 * version is kept in SQLite's `user_version`. Append new versions, never edit applied ones.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE media (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    alt_text TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    hue INTEGER NOT NULL DEFAULT 200,
    shape TEXT NOT NULL DEFAULT 'vial'
  );
  CREATE TABLE product_categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    menu_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('SIMPLE', 'VARIABLE')),
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    sku TEXT NOT NULL UNIQUE,
    short_description TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    regular_price REAL NOT NULL DEFAULT 0,
    sale_price REAL,
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
    id INTEGER PRIMARY KEY,
    parent_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    sku TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    image_id INTEGER REFERENCES media(id),
    regular_price REAL NOT NULL,
    sale_price REAL,
    manage_stock INTEGER NOT NULL DEFAULT 1,
    stock_quantity INTEGER,
    stock_status TEXT NOT NULL DEFAULT 'IN_STOCK',
    attributes TEXT NOT NULL DEFAULT '[]',
    menu_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
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
    id INTEGER PRIMARY KEY,
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
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE
  );
  CREATE TABLE coa_category_links (
    content_id INTEGER NOT NULL REFERENCES content(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES coa_categories(id) ON DELETE CASCADE,
    PRIMARY KEY (content_id, category_id)
  );
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    discount_type TEXT NOT NULL CHECK (discount_type IN ('PERCENT', 'FIXED_CART')),
    amount REAL NOT NULL,
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
    cost REAL NOT NULL DEFAULT 0,
    min_amount REAL
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
    created_at INTEGER NOT NULL,
    last_active INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX sessions_customer ON sessions(customer_id) WHERE customer_id IS NOT NULL;
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_key TEXT NOT NULL UNIQUE,
    customer_id INTEGER REFERENCES users(id),
    session_id TEXT,
    status TEXT NOT NULL DEFAULT 'PENDING',
    payment_method TEXT NOT NULL,
    payment_method_title TEXT NOT NULL,
    subtotal REAL NOT NULL,
    discount_total REAL NOT NULL,
    bitcoin_discount REAL NOT NULL,
    shipping_total REAL NOT NULL,
    shipping_method TEXT NOT NULL,
    total REAL NOT NULL,
    billing TEXT NOT NULL,
    shipping TEXT NOT NULL,
    customer_note TEXT NOT NULL DEFAULT '',
    coupon_codes TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    date_paid TEXT
  );
  CREATE INDEX orders_customer ON orders(customer_id);
  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    variation_id INTEGER,
    name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price REAL NOT NULL,
    subtotal REAL NOT NULL,
    total REAL NOT NULL
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE newsletter_contacts (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    status TEXT NOT NULL,
    status_date TEXT,
    created_at TEXT NOT NULL
  );
  `,
  // Orders keep each coupon's discount (upstream's couponLines). Orders placed before hold their
  // codes only: the first code is given the whole discount, so the lines still sum to it.
  `
  ALTER TABLE orders ADD COLUMN coupon_lines TEXT NOT NULL DEFAULT '[]';
  UPDATE orders SET coupon_lines = (
    SELECT json_group_array(json_object(
      'code', codes.value,
      'discount', CASE WHEN codes.key = 0 THEN orders.discount_total ELSE 0 END))
    FROM json_each(orders.coupon_codes) AS codes
  ) WHERE json_array_length(coupon_codes) > 0;
  `,
  // A login token carries the user's token version; changing the password raises it, which ends
  // every login token issued before.
  `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
  `,
  // Text search by substring through trigram indexes (see store/text-search.ts), kept in step
  // with their tables by triggers; stock and sales updates do not touch them.
  `
  CREATE VIRTUAL TABLE products_search USING fts5(
    name, sku, content = 'products', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO products_search (products_search) VALUES ('rebuild');
  CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search (rowid, name, sku) VALUES (new.id, new.name, new.sku);
  END;
  CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku)
      VALUES ('delete', old.id, old.name, old.sku);
  END;
  CREATE TRIGGER products_search_update AFTER UPDATE OF id, name, sku ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku)
      VALUES ('delete', old.id, old.name, old.sku);
    INSERT INTO products_search (rowid, name, sku) VALUES (new.id, new.name, new.sku);
  END;
  CREATE VIRTUAL TABLE content_search USING fts5(
    title, content, excerpt, content = 'content', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO content_search (content_search) VALUES ('rebuild');
  CREATE TRIGGER content_search_insert AFTER INSERT ON content BEGIN
    INSERT INTO content_search (rowid, title, content, excerpt)
      VALUES (new.id, new.title, new.content, new.excerpt);
  END;
  CREATE TRIGGER content_search_delete AFTER DELETE ON content BEGIN
    INSERT INTO content_search (content_search, rowid, title, content, excerpt)
      VALUES ('delete', old.id, old.title, old.content, old.excerpt);
  END;
  CREATE TRIGGER content_search_update AFTER UPDATE OF id, title, content, excerpt ON content BEGIN
    INSERT INTO content_search (content_search, rowid, title, content, excerpt)
      VALUES ('delete', old.id, old.title, old.content, old.excerpt);
    INSERT INTO content_search (rowid, title, content, excerpt)
      VALUES (new.id, new.title, new.content, new.excerpt);
  END;
  `,
  // Login, reset and registration throttles (auth/throttles.ts): one row per key and window,
  // counted atomically and shared by every server process on this database.
  `
  CREATE TABLE throttles (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);
  `,
  // WooCommerce's "individual use only": such a coupon cannot be used with any other coupon.
  `
  ALTER TABLE coupons ADD COLUMN individual_use INTEGER NOT NULL DEFAULT 0;
  `,
  // Back-in-stock requests (store/stock-notifications.ts): a guest's waits UNCONFIRMED for its
  // e-mailed link; an ACTIVE one is mailed once when the item is back, then SENT. Only a hash of
  // the e-mailed token is kept. One open request per item and address.
  `
  CREATE TABLE stock_notifications (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variation_id INTEGER REFERENCES variations(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE,
    customer_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    status TEXT NOT NULL CHECK (status IN ('UNCONFIRMED', 'ACTIVE', 'SENT', 'CANCELLED')),
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    modified_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX stock_notifications_open ON stock_notifications
    (product_id, IFNULL(variation_id, 0), email) WHERE status IN ('UNCONFIRMED', 'ACTIVE');
  CREATE INDEX stock_notifications_customer ON stock_notifications(customer_id);
  `,
  // Sorting by price reads each variable product's cheapest or dearest variation.
  `
  CREATE INDEX variations_parent ON variations(parent_id);
  `,
];
