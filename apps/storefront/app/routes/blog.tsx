import { ButtonLink } from '@peptide/ui';
import { data } from 'react-router';
import { PostGrid } from '../blog/PostGrid';
import { VideoBanner } from '../blog/VideoBanner';
import { Section } from '../components/Section';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { loadPostCards } from '../lib/content.server';
import { deferOnNavigation } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Blog',
    'Laboratory guides on reconstituting and storing research peptides, BAC water and reading certificates of analysis.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * Every post as a card. When the posts fail the banner still shows and the list says so with a
 * retry link; the page is then not cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const posts = await deferOnNavigation(request, loadPostCards(commerceClient()));
  return data(
    { canonical: `${serverConfig().storefrontUrl}/blog`, posts: posts.data },
    { headers: cacheHeaders(posts.complete) },
  );
}

export default routeComponent(function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <VideoBanner
        title="Blog"
        text="Laboratory notes on reconstitution, storage and reading certificates of analysis."
        videoSrc="/media/hero.webm"
        videoType="video/webm"
        posterSrc="/media/hero-poster.jpg"
        videoWidth={960}
        videoHeight={540}
      />
      <Section
        title="Latest posts"
        action={
          <ButtonLink href="/search" variant="secondary">
            Search the blog
          </ButtonLink>
        }
      >
        <PostGrid posts={loaderData.posts} label="Latest posts" />
      </Section>
    </>
  );
});
