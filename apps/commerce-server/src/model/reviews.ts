/** Where a review stands, as WordPress's comment statuses: only APPROVE ones are listed. */
export type ReviewStatus = 'APPROVE' | 'HOLD' | 'SPAM' | 'TRASH';

/** A product review: a WordPress comment of type `review` with a rating from 1 to 5. */
export interface Review {
  databaseId: number;
  productId: number;
  /** The customer who wrote it while logged in; null for a guest. */
  customerId: number | null;
  authorName: string;
  content: string;
  rating: number;
  status: ReviewStatus;
  /** The reviewer bought the product (WooCommerce's "verified owner"). */
  verified: boolean;
  date: string;
}

/** A product's approved reviews in figures: how many, and their average rating. */
export interface RatingSummary {
  count: number;
  /** The average of their ratings, rounded to 2 decimals; 0 without reviews, as WooCommerce. */
  average: number;
}
