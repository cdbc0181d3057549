import { PostRoute } from '../blog/PostRoute';
import { postMeta } from '../blog/postMeta';
import { loadPostPage } from '../blog/postPage.server';
import { catalogueHeaders } from '../lib/cache';
import { postKey } from '../lib/content.server';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/blog-single.$idOrSlug';

export const meta: Route.MetaFunction = ({ loaderData }) => postMeta(loaderData);

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * The post by database id (digits, GetPostById) or by slug (GetPostBySlug): older links carry
 * the id, newer ones the slug. No such post: `No post found.` with status 404; a backend failure: `Error: {message}`
 * with status 503, the blog offered as the way on.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return loadPostPage(postKey(params.idOrSlug));
}

export default routeComponent(function BlogSingle({ loaderData }: Route.ComponentProps) {
  return <PostRoute {...loaderData} />;
});
