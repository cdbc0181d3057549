import { RetryWhileFailed } from '../components/RetryWhileFailed';
import { PostPage } from './PostPage';
import type { PostPageLoaderData } from './postPage.server';

/**
 * The page of both post routes (`/blog-single/:idOrSlug` and `/post/:slug`): the post, `No post
 * found.`, or `Error: {message}` retried while the backend fails.
 *
 * @param props - the post route's loader data
 */
export function PostRoute({ post, error }: PostPageLoaderData) {
  return (
    <>
      {error ? <RetryWhileFailed /> : null}
      <PostPage key={post?.slug} post={post} error={error} />
    </>
  );
}
