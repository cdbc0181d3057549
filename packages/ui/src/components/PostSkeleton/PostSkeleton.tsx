import * as post from '../PostBody/PostBody.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PostSkeleton.css';

export interface PostSkeletonProps {
  /** Read to screen readers while the post loads. */
  label?: string;
  /** How many paragraphs of placeholder lines to draw. */
  paragraphs?: number;
}

// Line widths of one placeholder paragraph: full lines and a shorter last one, like real text.
const LINE_WIDTHS = ['100%', '96%', '98%', '62%'];

/**
 * A blog post's loading shape, in the article's own layout: a two-line title, the meta line, the
 * featured image at 1200 × 630, the table-of-contents bar and paragraphs, so nothing jumps when the
 * post arrives.
 */
export function PostSkeleton({ label = 'Loading post', paragraphs = 3 }: PostSkeletonProps) {
  return (
    <div className={post.root} role="status" aria-busy="true" data-testid="post-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={styles.title}>
        <Skeleton height="0.8em" width="92%" />
        <Skeleton height="0.8em" width="58%" />
      </div>
      <div className={styles.meta}>
        <Skeleton height="0.9em" width="7rem" />
        <Skeleton height="0.9em" width="6rem" />
      </div>
      <Skeleton aspectRatio="1200 / 630" height="auto" radius={12} />
      <Skeleton height={44} radius={8} />
      {Array.from({ length: paragraphs }, (_, paragraph) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder paragraphs never reorder
        <div key={paragraph} className={styles.paragraph}>
          {LINE_WIDTHS.map((width) => (
            <Skeleton key={width} height="0.8em" width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}
