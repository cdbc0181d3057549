/**
 * The flags WPGraphQL's `UniformResourceIdentifiable` nodes carry, which clients read to tell a
 * post from a term or a comment: none of the shop's nodes is the front page or the posts page,
 * and none is restricted to its author.
 *
 * @param kind - what the node is: content (products, variations, images), a term, or a comment
 * @returns the flag resolvers, to spread into a type's resolvers
 */
export function nodeFlags(kind: 'content' | 'term' | 'comment') {
  return {
    isComment: () => kind === 'comment',
    isContentNode: () => kind === 'content',
    isTermNode: () => kind === 'term',
    isFrontPage: () => false,
    isPostsPage: () => false,
    isRestricted: () => false,
  };
}
