import { data } from 'react-router';
import { serverConfig } from '../config.server';
import { cacheHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { loadPost, type PostKey, type PostPageData } from '../lib/content.server';
import { settle } from '../lib/loading.server';

/** What a post page renders: the post, or why there is none. */
export interface PostPageLoaderData {
  post: PostPageData | null;
  /** The load failure's message; the page shows `Error: {message}`. */
  error: string | null;
  /** The post's one address, `/blog-single/{slug}`, whichever path reached it. */
  canonical: string | null;
}

/**
 * Loads a post for `/blog-single/:idOrSlug` and `/post/:slug`.
 *
 * @param key - the post's database id or slug
 * @returns the loader's answer: the post, cacheable; `No post found.` with status 404; or the
 *   backend's failure with status 503; the last two are not cached
 */
export async function loadPostPage(key: PostKey) {
  const loaded = await settle(loadPost(commerceClient(), key));
  if (!loaded.ok) {
    return data<PostPageLoaderData>(
      { post: null, error: loaded.error, canonical: null },
      { status: 503, headers: cacheHeaders(false) },
    );
  }
  const post = loaded.value;
  if (!post) {
    return data<PostPageLoaderData>(
      { post: null, error: null, canonical: null },
      { status: 404, headers: cacheHeaders(false) },
    );
  }
  const canonical = `${serverConfig().storefrontUrl}/blog-single/${encodeURIComponent(post.slug)}`;
  return data<PostPageLoaderData>({ post, error: null, canonical }, { headers: cacheHeaders() });
}
