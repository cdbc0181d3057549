import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { PostPageLoaderData } from './postPage.server';

/**
 * A post page's meta: its title and summary, canonical link and Open Graph article tags.
 *
 * @param loaderData - the post page's data, absent when its loader threw
 * @returns the meta descriptors
 */
export function postMeta(loaderData: PostPageLoaderData | undefined): MetaDescriptor[] {
  const post = loaderData?.post;
  if (!post) {
    return loaderData?.error
      ? pageMeta('Blog', 'The post could not be loaded right now.')
      : pageMeta('Post not found', 'There is no post at this address.');
  }
  const canonical = loaderData.canonical ?? undefined;
  return [
    ...pageMeta(post.title, post.summary, canonical),
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.summary },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ...(post.image ? [{ property: 'og:image', content: post.image }] : []),
    ...(post.date ? [{ property: 'article:published_time', content: post.date }] : []),
  ];
}
