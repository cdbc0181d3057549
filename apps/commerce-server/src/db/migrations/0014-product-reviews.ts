import type { MigrationScript } from '../schema-migration';

/**
 * Product reviews (store/reviews.ts): a rating from 1 to 5 and a text, held (HOLD) until a
 * moderator approves them (APPROVE); only approved ones are listed and rated. `verified` marks a
 * reviewer who bought the product (a completed or processing order of theirs holds it).
 */
export const productReviews: MigrationScript = {
  sql: ({ id, nocase }) => `
  CREATE TABLE product_reviews (
    id ${id},
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    customer_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    author_name TEXT NOT NULL,
    author_email ${nocase} NOT NULL,
    content TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    status TEXT NOT NULL DEFAULT 'HOLD' CHECK (status IN ('APPROVE', 'HOLD', 'SPAM', 'TRASH')),
    verified INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX product_reviews_listed ON product_reviews(product_id, status, created_at);
  `,
};
