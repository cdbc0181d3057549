import type { GetCoaPostsQuery, PostFragment } from '@peptide/sdk';
import type { BlogCardPost, CoaCardEntry } from '@peptide/ui';
import { postHref } from './hrefs';
import { plainText } from './plainText';

/** A COA node as GetCoaPosts lists it. */
export type CoaNode = NonNullable<GetCoaPostsQuery['coas']>['nodes'] extends
  | Array<infer Node>
  | null
  | undefined
  ? Node
  : never;

/**
 * A blog card from the Post fragment.
 *
 * @param post - the fragment
 * @returns title, `/blog-single/{slug}`, image, date and plain-text excerpt
 */
export function toPostCard(post: PostFragment): BlogCardPost {
  return {
    title: post.title ?? '',
    href: postHref(post),
    image: post.featuredImage?.node?.sourceUrl ?? null,
    date: post.date,
    excerpt: plainText(post.excerpt),
  };
}

/**
 * A COA card from a GetCoaPosts node.
 *
 * @param coa - the node
 * @returns title, image and the lab's external page
 */
export function toCoaCard(coa: NonNullable<CoaNode>): CoaCardEntry {
  return {
    title: coa.title ?? '',
    image: coa.featuredImage?.node?.sourceUrl ?? null,
    href: coa.coaFields?.coaUrl ?? '',
  };
}
