import { MESSAGES } from '@peptide/domain';
import { ButtonLink, ChevronLeftIcon, Link, PostBody } from '@peptide/ui';
import { HydrationSlice } from '../components/HydrationSlice';
import * as styles from './PostPage.css';
import type { PostPageLoaderData } from './postPage.server';

/**
 * A post page (`/blog-single/…` and `/post/…`): a way back to the blog, the post (title, author,
 * date, image, table of contents, body), then the blog and the shop as next steps. A missing post
 * says `No post found.` and a failed one `Error: {message}`, each with the blog as the way on.
 */
export function PostPage({ post, error }: Pick<PostPageLoaderData, 'post' | 'error'>) {
  return (
    <div className={styles.page}>
      <Link href="/blog" className={styles.back}>
        <ChevronLeftIcon size={18} />
        All posts
      </Link>
      <HydrationSlice>
        <PostBody
          post={post}
          error={error}
          nextStep={{ label: 'Browse the blog', href: '/blog' }}
        />
      </HydrationSlice>
      {post ? (
        <HydrationSlice>
          <nav className={styles.more} aria-label="Next steps">
            <ButtonLink href="/blog" variant="secondary">
              More from the blog
            </ButtonLink>
            <ButtonLink href="/shop">{MESSAGES.browseProducts}</ButtonLink>
          </nav>
        </HydrationSlice>
      ) : null}
    </div>
  );
}
