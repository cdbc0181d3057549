import { MESSAGES } from '@peptide/domain';
import { BlogCard, type BlogCardPost, ButtonLink, Skeleton } from '@peptide/ui';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import type { Loaded, Pending } from '../lib/loaded';
import * as styles from './PostGrid.css';

export interface PostGridProps {
  posts: Pending<BlogCardPost[]>;
  /** Names the list for assistive technology. */
  label: string;
}

/** How many skeleton cards stand in for the posts: two rows on wide screens. */
const SKELETON_CARDS = 6;

/**
 * The blog's cards: skeletons while the posts are on their way, the cards (image, date and time,
 * title, Read More), the failure with a retry link, or an empty state that leads to the shop.
 */
export function PostGrid({ posts, label }: PostGridProps) {
  return (
    <Suspense fallback={<PostGridSkeleton />}>
      <Await resolve={posts}>
        {(loaded: Loaded<BlogCardPost[]>) => <LoadedPosts loaded={loaded} label={label} />}
      </Await>
    </Suspense>
  );
}

function LoadedPosts({ loaded, label }: { loaded: Loaded<BlogCardPost[]>; label: string }) {
  if (!loaded.ok) {
    return (
      <div className={styles.message} role="alert">
        <RetryWhileFailed />
        <p>We could not load the posts: {loaded.error}</p>
        <ButtonLink href="/blog" variant="secondary">
          Try again
        </ButtonLink>
      </div>
    );
  }
  if (loaded.value.length === 0) {
    return (
      <div className={styles.message}>
        <p>No posts have been published yet.</p>
        <ButtonLink href="/shop">{MESSAGES.browseProducts}</ButtonLink>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {loaded.value.map((post) => (
        <li key={post.href}>
          <BlogCard post={post} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** Cards in the blog card's shape: image, date, two title lines, Read More. */
function PostGridSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading posts">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
        <li key={index} className={styles.skeletonCard}>
          <Skeleton aspectRatio="16 / 10" height="auto" radius="0" />
          <div className={styles.skeletonBody}>
            <Skeleton width="45%" height="0.875rem" />
            <Skeleton width="90%" height="1.25rem" />
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="30%" height="1rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}
