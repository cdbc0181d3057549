import { authorDisplayName, formatOrderDate, MESSAGES, TIMINGS } from '@peptide/domain';
import * as Collapsible from '@radix-ui/react-collapsible';
import { type ReactNode, useId, useMemo } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { FormAlert } from '../AddressForm/FormAlert';
import { ButtonLink } from '../Button/Button';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { PostSkeleton } from '../PostSkeleton/PostSkeleton';
import * as styles from './PostBody.css';
import { buildTableOfContents, type TocEntry } from './tableOfContents';

/** A blog post as its page shows it. */
export interface PostBodyPost {
  title: string;
  /**
   * The post's HTML body. It must already be sanitised by the caller (the storefront runs it
   * through its HTML sanitiser on the server): this component inserts it as is.
   */
  content?: string | null;
  /** ISO date of publication. */
  date?: string | null;
  author?: { firstName?: string | null; name?: string | null } | null;
  image?: string | null;
}

export interface PostBodyProps {
  /** The post; none shows 'No post found.' */
  post?: PostBodyPost | null;
  loading?: boolean;
  /** The load failure's message, shown as 'Error: {message}'. */
  error?: string | null;
  /** Whether the table of contents starts expanded. */
  defaultTocOpen?: boolean;
  /**
   * The way on offered when the post is missing or failed to load; `null` offers none.
   * Browse products (/shop) by default.
   */
  nextStep?: { label: string; href: string } | null;
}

const defaultNextStep = { label: MESSAGES.browseProducts, href: '/shop' };

function StateMessage({
  children,
  nextStep,
}: {
  children: ReactNode;
  nextStep: PostBodyProps['nextStep'];
}) {
  return (
    <div className={styles.state}>
      {children}
      {nextStep ? (
        <ButtonLink href={nextStep.href} variant="secondary">
          {nextStep.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function TableOfContentsNav({
  entries,
  defaultOpen,
}: {
  entries: TocEntry[];
  defaultOpen: boolean;
}) {
  const titleId = useId();
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={styles.toc}>
      <Collapsible.Trigger className={styles.tocTrigger} id={titleId}>
        {MESSAGES.tableOfContents}
        <ChevronDownIcon className={styles.chevron} size={18} />
      </Collapsible.Trigger>
      <Collapsible.Content
        className={styles.tocContent}
        style={{ animationDuration: `${TIMINGS.collapseTransition}ms` }}
      >
        <nav aria-labelledby={titleId}>
          <ol className={styles.tocList}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.tocLevel[entry.level as 1 | 2 | 3]}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * A blog post: title, author ('Unknown' when missing), date, featured image with a placeholder
 * fallback, a collapsible table of contents from its h1-h3 headings, and the HTML body. Loading
 * shows {@link PostSkeleton}; a missing or failed post offers a way on (Browse products).
 */
export function PostBody({
  post,
  loading = false,
  error,
  defaultTocOpen = true,
  nextStep = defaultNextStep,
}: PostBodyProps) {
  const toc = useMemo(() => buildTableOfContents(post?.content ?? ''), [post?.content]);

  if (loading) return <PostSkeleton />;
  if (error) {
    return (
      <StateMessage nextStep={nextStep}>
        <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert>
      </StateMessage>
    );
  }
  if (!post) {
    return (
      <StateMessage nextStep={nextStep}>
        <p className={styles.message}>{MESSAGES.noPostFound}</p>
      </StateMessage>
    );
  }

  const hasContent = toc.html.trim() !== '';
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.meta}>
        <span>By {authorDisplayName(post.author)}</span>
        {post.date ? <time dateTime={post.date}>{formatOrderDate(post.date)}</time> : null}
      </p>
      <FallbackImage
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading="eager"
        className={styles.image}
      />
      {toc.entries.length > 0 ? (
        <TableOfContentsNav entries={toc.entries} defaultOpen={defaultTocOpen} />
      ) : null}
      {hasContent ? (
        <div
          className={styles.content}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller sanitises the post HTML (see PostBodyPost.content)
          dangerouslySetInnerHTML={{ __html: toc.html }}
        />
      ) : (
        <p className={styles.message}>{MESSAGES.noContent}</p>
      )}
    </article>
  );
}
