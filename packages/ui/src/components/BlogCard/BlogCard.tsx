import { MESSAGES } from '@peptide/domain';
import { Link } from '../../link/LinkProvider';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BlogCard.css';
import { postDateTime } from './postDate';

/** A post as the blog list shows it. */
export interface BlogCardPost {
  title: string;
  /** The post's page, for example `/blog-single/{slug}`. */
  href: string;
  image?: string | null;
  /** ISO date and time of publication. */
  date?: string | null;
  /** Plain text; the card does not render HTML. */
  excerpt?: string | null;
}

export interface BlogCardProps {
  post: BlogCardPost;
  readMoreLabel?: string;
  /** The heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3;
}

/** A blog list card: featured image, date and time, title and Read More. */
export function BlogCard({
  post,
  readMoreLabel = MESSAGES.readMore,
  headingLevel = 2,
}: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <FallbackImage src={post.image} alt="" width={640} height={400} className={styles.image} />
      <div className={styles.body}>
        {post.date ? (
          <time className={styles.date} dateTime={post.date}>
            {postDateTime(post.date)}
          </time>
        ) : null}
        <Heading className={styles.title}>
          <Link href={post.href} className={styles.titleLink}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <Link href={post.href} className={styles.readMore}>
          {readMoreLabel}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
}
