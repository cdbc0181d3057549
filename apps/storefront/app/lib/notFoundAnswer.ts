/**
 * How a stock WooGraphQL 1.0 says that what was asked for is not there, or not the asker's:
 * `product(idType: SLUG)` of an unknown slug, and `order` of an unknown or someone else's order.
 * Its errors carry no code to tell them from a failure.
 */
const WOOGRAPHQL_NOT_FOUND = [
  /^No product ID was found corresponding to the /,
  /^No order exists with the /,
  /^Not authorized to access this order/,
];

/** One GraphQL error as urql hands it on: its message and extensions. */
interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown } | null;
}

/**
 * Whether a GraphQL error says that the thing asked for does not exist for this shopper: code
 * `NOT_FOUND` (the shop's commerce server), or WooGraphQL's own sentences for it.
 *
 * @param error - one GraphQL error: its message and extensions
 * @returns true for a "no such thing" answer, false for any other failure
 */
export function saysNotFound(error: GraphQLErrorLike): boolean {
  if (error.extensions?.code === 'NOT_FOUND') return true;
  return WOOGRAPHQL_NOT_FOUND.some((sentence) => sentence.test(error.message));
}
