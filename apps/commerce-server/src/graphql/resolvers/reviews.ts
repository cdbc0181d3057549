import { SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Product } from '../../model/models';
import type { Review } from '../../model/reviews';
import { writeReview } from '../../reviews/write-review';
import { approvedReviews } from '../../store/reviews';
import type { GraphQLContext } from '../context';
import { pageOfRows, paginate } from '../pagination';
import { refuseUnanswered } from '../unanswered-arguments';
import { globalId } from './ids';
import { nodeFlags } from './node-flags';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch,
  );

/**
 * A review's text as WordPress renders a comment: escaped, a paragraph per blank-line-separated
 * block, a line break per single newline.
 */
function renderedText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}

/** The rating fields every product type answers alike, from its approved reviews. */
const ratingFields = {
  averageRating: async (product: Product, _args: unknown, { catalog }: GraphQLContext) =>
    (await catalog.ratingOf(product.databaseId)).average,
  reviewCount: async (product: Product, _args: unknown, { catalog }: GraphQLContext) =>
    (await catalog.ratingOf(product.databaseId)).count,
  commentCount: async (product: Product, _args: unknown, { catalog }: GraphQLContext) =>
    (await catalog.ratingOf(product.databaseId)).count,
  reviewsAllowed: () => true,
  commentStatus: () => 'open',
  reviews: async (
    product: Product,
    args: { first?: number | null; after?: string | null; where?: object | null },
    { db, catalog }: GraphQLContext,
  ) => {
    refuseUnanswered(args.where, new Set());
    const [page, rating] = await Promise.all([
      pageOfRows(args, (rows) => approvedReviews(db, product.databaseId, rows)),
      catalog.ratingOf(product.databaseId),
    ]);
    return { ...page, averageRating: rating.average };
  },
};

/** The address of a review on the storefront: its product's page, at the review. */
async function reviewPath(review: Review, { catalog }: GraphQLContext): Promise<string | null> {
  const product = await catalog.product(review.productId);
  return product ? `/product/${product.slug}#comment-${review.databaseId}` : null;
}

/**
 * Resolvers of product reviews: the ratings, the approved reviews, and writing one.
 * A reviewer answers as a `CommentAuthor` with the name they wrote under, whether or not they
 * were logged in: a customer's account (its e-mail address, its orders) is not theirs to show.
 */
export const reviewResolvers: Resolvers = {
  RootMutation: {
    writeReview: async (_root, { input }, ctx) => {
      if (input.parent != null) throw userError(SERVER_MESSAGES.reviewRepliesNotTaken);
      if (input.commentOn == null) throw userError(SERVER_MESSAGES.reviewProductRequired);
      const throttle = await ctx.limits.reviewsPerClient.take(ctx.clientAddress);
      if (!throttle.allowed) throw userError(SERVER_MESSAGES.tooManyReviews, 'TOO_MANY_REQUESTS');
      // `approved`, `status` and `date` are a moderator's to set, as WordPress has it: a
      // shopper's review is held, dated now.
      const review = await writeReview(ctx.db, {
        productId: input.commentOn,
        rating: input.rating,
        content: input.content ?? '',
        customer: ctx.user,
        author: input.author,
        authorEmail: input.authorEmail,
        now: ctx.now(),
      });
      return { rating: review.rating, review, clientMutationId: input.clientMutationId };
    },
  },
  SimpleProduct: ratingFields,
  VariableProduct: ratingFields,
  ProductToCommentConnectionEdge: {
    rating: (edge) => edge.node.rating,
  },
  Comment: {
    ...nodeFlags('comment'),
    id: (review) => globalId('comment', review.databaseId),
    databaseId: (review) => review.databaseId,
    commentId: (review) => review.databaseId,
    content: (review, args) =>
      args.format === 'RAW' ? review.content : renderedText(review.content),
    date: (review) => review.date,
    dateGmt: (review) => review.date,
    approved: (review) => review.status === 'APPROVE',
    status: (review) => review.status,
    type: () => 'review',
    parentId: () => null,
    author: (review) => ({ node: review }),
    replies: (_review, args) => paginate([], args),
    uri: (review, _args, ctx) => reviewPath(review, ctx),
    link: async (review, _args, ctx) => {
      const path = await reviewPath(review, ctx);
      return path && `${ctx.config.storefrontUrl}${path}`;
    },
  },
  Commenter: {
    __resolveType: (commenter) => ('authorName' in commenter ? 'CommentAuthor' : 'User'),
  },
  CommentAuthor: {
    id: (review) => globalId('comment_author', review.databaseId),
    databaseId: (review) => review.databaseId,
    name: (review) => review.authorName,
    // WordPress shows a commenter's address to moderators only, and the shop has no avatars.
    email: () => null,
    url: () => null,
    avatar: () => null,
    isRestricted: () => false,
  },
  User: {
    avatar: () => null,
  },
};
