import { SERVER_MESSAGES, validateReview } from '@peptide/domain';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { fieldsError, userError } from '../errors';
import type { User } from '../model/models';
import type { Review } from '../model/reviews';
import { productById } from '../store/catalog';
import { hasBought, insertReview, isDuplicateReview } from '../store/reviews';

/** A review as a shopper writes it. */
export interface ReviewRequest {
  productId: number;
  rating: number;
  content: string;
  /** The logged-in customer, who writes under their display name; null for a guest. */
  customer: User | null;
  /** A guest's name and e-mail address; a customer's are their account's. */
  author?: string | null;
  authorEmail?: string | null;
  now: number;
}

/**
 * Takes a product review, as WooCommerce takes one: validated, held for moderation (listed
 * only once approved), and marked verified when the logged-in reviewer bought the product.
 *
 * @param db - the connection
 * @param request - the review
 * @returns the stored review, held
 * @throws `BAD_USER_INPUT` for a rating outside 1–5, an empty or too long text, a guest without
 *   a name or a valid address, or an unknown product; `CONFLICT` for the same text about the
 *   same product from the same address again (WordPress's duplicate comment check)
 */
export async function writeReview(db: Db, request: ReviewRequest): Promise<Review> {
  const { customer } = request;
  const author = customer
    ? customer.displayName || customer.username
    : (request.author ?? '').trim();
  const authorEmail = customer ? customer.email : (request.authorEmail ?? '').trim();
  const content = request.content.trim();
  const invalid = fieldsError(
    validateReview({ rating: request.rating, content, author, authorEmail }, !customer),
  );
  if (invalid) throw invalid;
  if (!(await productById(db, request.productId)))
    throw userError(SERVER_MESSAGES.productNotFound('commentOn', request.productId));
  return inTransaction(db, async (trx) => {
    const review = { productId: request.productId, authorEmail, content };
    if (await isDuplicateReview(trx, review))
      throw userError(SERVER_MESSAGES.reviewDuplicate, 'CONFLICT');
    return insertReview(trx, {
      ...review,
      customerId: customer?.databaseId ?? null,
      authorName: author,
      rating: request.rating,
      verified: customer ? await hasBought(trx, customer.databaseId, request.productId) : false,
      date: new Date(request.now).toISOString(),
    });
  });
}
