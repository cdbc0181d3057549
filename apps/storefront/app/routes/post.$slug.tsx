import { PostRoute } from '../blog/PostRoute';
import { postMeta } from '../blog/postMeta';
import { loadPostPage } from '../blog/postPage.server';
import { catalogueHeaders } from '../lib/cache';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/post.$slug';

export const meta: Route.MetaFunction = ({ loaderData }) => postMeta(loaderData);

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * The post by slug, where search results lead: title and HTML content on the blog post's
 * layout. No such post: `No post found.` with status 404; a backend failure: `Error: {message}`
 * with status 503.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return loadPostPage({ slug: params.slug });
}

export default routeComponent(function Post({ loaderData }: Route.ComponentProps) {
  return <PostRoute {...loaderData} />;
});
