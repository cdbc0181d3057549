import { LIMITS } from '@peptide/domain';
import {
  GetCoaCategoriesDocument,
  GetCoaPostsDocument,
  GetPageByUriDocument,
  GetPostByIdDocument,
  GetPostBySlugDocument,
  GetPostsDocument,
  type PostDetailFragment,
  SearchPostsDocument,
} from '@peptide/sdk';
import type { BlogCardPost, CoaCardEntry, PostBodyPost } from '@peptide/ui';
import { type CommerceClient, query } from './commerce.server';
import { toCoaCard, toPostCard } from './contentMappers';
import { plainText } from './plainText';
import { sanitizeBackendHtml } from './sanitize.server';
import { CacheLong } from './swrCache.server';

/** A post as its page shows it: the body already sanitised, plus what its meta tags need. */
export interface PostPageData extends PostBodyPost {
  slug: string;
  /** Plain text for the description meta tag. */
  summary: string;
}

/** A backend page (GetPageByUri) with its HTML sanitised. */
export interface ContentPage {
  title: string;
  content: string;
}

/** A post search result: the title links to the post page. */
export interface PostSearchResult {
  id: string;
  title: string;
  href: string;
  author: string | null;
}

/** A COA category of the filter bar. */
export interface CoaCategory {
  name: string;
  slug: string;
  count: number;
}

function present<T>(nodes: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (nodes ?? []).flatMap((node) => (node ? [node] : []));
}

/**
 * The post page of a post.
 *
 * @param slug - the post's slug
 * @returns `/post/{slug}`
 */
export function postHref(slug: string): string {
  return `/post/${encodeURIComponent(slug)}`;
}

function toPostPage(post: PostDetailFragment): PostPageData {
  const author = post.author?.node;
  return {
    title: post.title ?? '',
    slug: post.slug ?? String(post.databaseId),
    content: sanitizeBackendHtml(post.content),
    date: post.date,
    author: author ? { firstName: author.firstName, name: author.name } : null,
    image: post.featuredImage?.node?.sourceUrl ?? null,
    summary: plainText(post.excerpt) || plainText(post.content).slice(0, 160),
  };
}

/**
 * The blog list: every post as a card.
 *
 * @param client - the request's client
 * @returns the cards, newest first, linking to `/blog-single/{slug}`
 */
export async function loadPostCards(client: CommerceClient): Promise<BlogCardPost[]> {
  const { posts } = await query(client, GetPostsDocument, {}, CacheLong());
  return present(posts?.edges?.map((edge) => edge?.node)).map(toPostCard);
}

/** Which post to load: by database id or by slug. */
export type PostKey = { id: string } | { slug: string };

/**
 * The key of a `/blog-single/:idOrSlug` parameter: digits are a database id, anything else a slug.
 *
 * @param idOrSlug - the route parameter
 * @returns `{ id }` or `{ slug }`
 */
export function postKey(idOrSlug: string): PostKey {
  return /^\d+$/.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
}

/**
 * One post, by database id (GetPostById) or by slug (GetPostBySlug).
 *
 * @param client - the request's client
 * @param key - the database id or the slug
 * @returns the post with its body sanitised, or null when none has that id or slug
 */
export async function loadPost(client: CommerceClient, key: PostKey): Promise<PostPageData | null> {
  const { post } =
    'id' in key
      ? await query(client, GetPostByIdDocument, { id: key.id }, CacheLong())
      : await query(client, GetPostBySlugDocument, { slug: key.slug }, CacheLong());
  return post ? toPostPage(post) : null;
}

/**
 * A backend page by its URI or slug (the generic page screen).
 *
 * @param client - the request's client
 * @param uri - the page's slug or URI, such as `home` or `/privacy-policy/`
 * @returns the page with its HTML sanitised, or null when there is none
 */
export async function loadPage(client: CommerceClient, uri: string): Promise<ContentPage | null> {
  const { page } = await query(client, GetPageByUriDocument, { uri }, CacheLong());
  if (!page) return null;
  const title = page.title ?? '';
  return { title, content: withoutRepeatedTitle(sanitizeBackendHtml(page.content), title) };
}

/** Drops a leading h1 that only repeats the page's title, which the page shows already. */
function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match || plainText(match[1]) !== plainText(title)) return html;
  return html.slice(match[0].length);
}

/**
 * Searches posts by text.
 *
 * @param client - the request's client
 * @param search - the words, trimmed and cut to 30 characters by the caller
 * @returns the matching posts, each linking to `/post/{slug}`
 */
export async function searchPosts(
  client: CommerceClient,
  search: string,
): Promise<PostSearchResult[]> {
  const { posts } = await query(client, SearchPostsDocument, { search }, CacheLong());
  return present(posts?.nodes).map((post) => ({
    id: post.id,
    title: post.title ?? '',
    href: postHref(post.slug ?? ''),
    author: post.author?.node?.name ?? null,
  }));
}

/**
 * The backend's COA list, optionally of one category.
 *
 * @param client - the request's client
 * @param category - a COA category slug; omitted for every COA
 * @returns up to 1000 cards: title, image, the lab's page and the test date
 */
export async function loadCoas(client: CommerceClient, category?: string): Promise<CoaCardEntry[]> {
  const { coas } = await query(
    client,
    GetCoaPostsDocument,
    {
      first: LIMITS.coaPageSize,
      category,
    },
    CacheLong(),
  );
  return present(coas?.nodes)
    .filter((coa) => coa.coaFields?.coaUrl)
    .map((coa) => ({ ...toCoaCard(coa), date: coa.date ?? null }));
}

/**
 * The COA categories, for the filter bar.
 *
 * @param client - the request's client
 * @returns each category with its slug and how many COAs it holds; empty ones left out
 */
export async function loadCoaCategories(client: CommerceClient): Promise<CoaCategory[]> {
  const { coaCategories } = await query(client, GetCoaCategoriesDocument, {}, CacheLong());
  return present(coaCategories?.nodes)
    .map((category) => ({
      name: category.name ?? '',
      slug: category.slug ?? '',
      count: category.count ?? 0,
    }))
    .filter((category) => category.slug && category.count > 0);
}
