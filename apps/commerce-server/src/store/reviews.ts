import { round2 } from '@peptide/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { inWindow, type RowWindow } from '../db/engine';
import type { ProductReviewsTable } from '../db/schema';
import type { RatingSummary, Review } from '../model/reviews';

function toReview(row: Selectable<ProductReviewsTable>): Review {
  return {
    databaseId: row.id,
    productId: row.product_id,
    customerId: row.customer_id,
    authorName: row.author_name,
    content: row.content,
    rating: row.rating,
    status: row.status,
    verified: row.verified === 1,
    date: row.created_at,
  };
}

/** No reviews: WooCommerce rates such a product 0. */
export const NO_RATINGS: RatingSummary = { count: 0, average: 0 };

/**
 * The rating summaries of several products, from their approved reviews, in one statement.
 *
 * @param db - the connection
 * @param productIds - the products
 * @returns each product's count and average; every id given has an entry
 */
export async function ratingSummaries(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('product_reviews')
          .select((eb) => [
            'product_id',
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.avg<number | string>('rating').as('average'),
          ])
          .where('product_id', 'in', productIds)
          .where('status', '=', 'APPROVE')
          .groupBy('product_id')
          .execute();
  const summaries = new Map(productIds.map((id): [number, RatingSummary] => [id, NO_RATINGS]));
  for (const row of rows) {
    summaries.set(row.product_id, {
      count: Number(row.count),
      average: round2(Number(row.average)),
    });
  }
  return summaries;
}

/**
 * A window of a product's approved reviews, newest first (WordPress's order of comments).
 *
 * @param db - the connection
 * @param productId - the product
 * @param window - the rows to read
 */
export async function approvedReviews(
  db: Db,
  productId: number,
  window: RowWindow,
): Promise<Review[]> {
  const rows = await inWindow(
    db
      .selectFrom('product_reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('status', '=', 'APPROVE')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    window,
  ).execute();
  return rows.map(toReview);
}

/** A review as it is to be stored, its status and verification decided. */
export interface NewReview {
  productId: number;
  customerId: number | null;
  authorName: string;
  authorEmail: string;
  content: string;
  rating: number;
  verified: boolean;
  date: string;
}

/** Stores a review, held for moderation, and answers it as stored. */
export async function insertReview(db: Db, review: NewReview): Promise<Review> {
  const row = await db
    .insertInto('product_reviews')
    .values({
      product_id: review.productId,
      customer_id: review.customerId,
      author_name: review.authorName,
      author_email: review.authorEmail,
      content: review.content,
      rating: review.rating,
      status: 'HOLD',
      verified: review.verified ? 1 : 0,
      created_at: review.date,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReview(row);
}

/** Whether the address has already written this very text about the product. */
export async function isDuplicateReview(
  db: Db,
  review: { productId: number; authorEmail: string; content: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('product_reviews')
    .select('id')
    .where('product_id', '=', review.productId)
    .where('author_email', '=', review.authorEmail)
    .where('content', '=', review.content)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a customer bought the product: an order of theirs, processing or completed, holds a
 * line of it (or of one of its variations), as WooCommerce's "verified owner".
 */
export async function hasBought(db: Db, customerId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.id')
    .where('o.customer_id', '=', customerId)
    .where('o.status', 'in', ['PROCESSING', 'COMPLETED'])
    .where('i.product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}
