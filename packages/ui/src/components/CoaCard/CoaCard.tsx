import { button } from '../Button/Button.css';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CoaCard.css';

/** A certificate of analysis as the COA page shows it. */
export interface CoaCardEntry {
  title: string;
  image?: string | null;
  /** The testing lab's page for this certificate: an external URL. */
  href: string;
}

export interface CoaCardProps {
  coa: CoaCardEntry;
  linkLabel?: string;
  /** The heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * A COA card: name, image and a link to the lab's result, opened in a new tab.
 *
 * @remarks The link is a plain anchor rather than the router's: it always leaves the shop, and
 *   `rel="noopener noreferrer"` keeps the lab's page from reaching back into this window.
 */
export function CoaCard({ coa, linkLabel = 'View Lab Results', headingLevel = 2 }: CoaCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <FallbackImage src={coa.image} alt="" width={400} height={400} className={styles.image} />
      <div className={styles.body}>
        <Heading className={styles.title}>{coa.title}</Heading>
        <a
          href={coa.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button({ variant: 'secondary', size: 'sm', fullWidth: true })} ${styles.link}`}
        >
          {linkLabel}
          <VisuallyHidden> for {coa.title} (opens in a new tab)</VisuallyHidden>
        </a>
      </div>
    </article>
  );
}
